import { unstableSetRender } from 'antd';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __antdRoot?: Root };

/** antd 5 renders its imperative pop-ups with the legacy ReactDOM.render React 19 removed: give it createRoot. */
export const installAntdReact19 = (): void => {
  unstableSetRender((node, container: Container) => {
    container.__antdRoot ??= createRoot(container);
    const root = container.__antdRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete container.__antdRoot;
    };
  });
};
