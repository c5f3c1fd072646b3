import { Form, Input, Select } from 'antd';
import { liffScreens } from '@contract/liff-screens';
import { broadcastStrings as strings } from '../strings';

const t = strings.composer;

/**
 * The Flex card's fields (`card.*`): its title, text, picture and button, the button's screen picked from the
 * same list of LIFF screens the deep-link builder offers (shared/contract/liff-screens.ts), with its parameters.
 */
export const CardFields = () => {
  const form = Form.useFormInstance();
  const screenId = Form.useWatch<string | undefined>(['card', 'screen'], form);
  const screen = liffScreens.find((s) => s.id === screenId);
  const required = { required: true, message: t.required };
  return (
    <>
      <Form.Item name={['card', 'title']} label={t.cardTitle} rules={[required, { max: 80 }]}>
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item name={['card', 'text']} label={t.cardText} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.Item name={['card', 'image_url']} label={t.cardImage}>
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item name={['card', 'button_label']} label={t.buttonLabel} rules={[required, { max: 20 }]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name={['card', 'screen']} label={t.screen} extra={t.screenHelp} rules={[required]}>
        <Select
          showSearch
          optionFilterProp="label"
          options={liffScreens.map((s) => ({ value: s.id, label: s.label }))}
        />
      </Form.Item>
      {screen?.params.map((param) => (
        <Form.Item
          key={param.key}
          name={['card', 'params', param.key]}
          label={param.label}
          rules={[{ required: true, pattern: param.pattern, message: t.required }]}
        >
          <Input placeholder={param.example} />
        </Form.Item>
      ))}
    </>
  );
};
