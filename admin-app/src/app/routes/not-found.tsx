import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';
import { appStrings } from '../strings';

export const Component = () => {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={appStrings.notFoundTitle}
      extra={
        <Button type="primary" onClick={() => navigate(paths.home.getHref())}>
          {appStrings.backHome}
        </Button>
      }
    />
  );
};
