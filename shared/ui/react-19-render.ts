import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __admRoot?: Root };

/**
 * antd-mobile 5 renders its imperative Toast/Dialog with the legacy ReactDOM.render, which React 19 removed:
 * give it createRoot (its documented React 19 adapter). Both apps call this once before rendering.
 */
export const installReact19Render = (): void => {
  unstableSetRender((node, container: Container) => {
    container.__admRoot ??= createRoot(container);
    const root = container.__admRoot;
    root.render(node);
    return async () => {
      // Let the closing animation's last frame commit before unmounting.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete container.__admRoot;
    };
  });
};
