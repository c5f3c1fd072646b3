import { Typography } from 'antd';
import { richMenuLayouts, type RichMenuLayout } from '@contract/admin/rich-menus';
import { liffScreens } from '@contract/liff-screens';
import { richMenuStrings as t } from '../strings';

/** An area's action as the editor's form holds it (either kind's fields, some not filled yet). */
export type AreaValue = {
  type?: 'liff' | 'message';
  screen?: string;
  params?: Record<string, string>;
  text?: string;
};

type RichMenuPreviewProps = {
  layout: RichMenuLayout;
  image: string | null;
  actions: AreaValue[];
  chatBarText: string;
};

/** What an area does, in a few words on the preview. */
const labelOf = (action: AreaValue | undefined) => {
  if (action?.type === 'message') return `💬 ${action.text ?? ''}`;
  if (action?.type === 'liff') return liffScreens.find((s) => s.id === action.screen)?.label ?? '';
  return '';
};

/**
 * The menu at a phone's width (360 px, LINE's chat is the screen's width; narrower on a phone that is narrower):
 * the image with each tappable area outlined and labelled, and the chat bar under it.
 */
export const RichMenuPreview = ({ layout, image, actions, chatBarText }: RichMenuPreviewProps) => {
  const { width, height, areas } = richMenuLayouts[layout];
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  return (
    <div style={{ width: '100%', maxWidth: 360 }} data-testid="rich-menu-preview">
      <Typography.Text type="secondary">{t.editor.preview}</Typography.Text>
      <div
        style={{
          position: 'relative',
          width: '100%',
          aspectRatio: `${width} / ${height}`,
          background: image ? `center / 100% 100% no-repeat url(${image})` : '#f0f0f0',
          border: '1px solid #d9d9d9',
        }}
      >
        {image ? null : (
          <Typography.Text type="secondary" style={{ position: 'absolute', top: 4, left: 8 }}>
            {t.editor.noImage}
          </Typography.Text>
        )}
        {areas.map((area, index) => (
          <div
            key={index}
            data-testid="rich-menu-area"
            style={{
              position: 'absolute',
              left: percent(area.x, width),
              top: percent(area.y, height),
              width: percent(area.width, width),
              height: percent(area.height, height),
              border: '1px dashed rgba(22, 119, 255, 0.9)',
              display: 'flex',
              alignItems: 'flex-end',
              justifyContent: 'center',
              boxSizing: 'border-box',
            }}
          >
            <span style={{ background: 'rgba(255,255,255,0.85)', fontSize: 11, padding: '0 4px' }}>
              {index + 1}. {labelOf(actions[index])}
            </span>
          </div>
        ))}
      </div>
      <div style={{ textAlign: 'center', padding: 6, borderTop: '1px solid #d9d9d9', background: '#fff' }}>
        {chatBarText} ▾
      </div>
    </div>
  );
};
