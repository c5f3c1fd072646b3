import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/**
 * antd-mobile 5 renders its imperative pieces (Toast, Dialog.confirm) with React 18's legacy render, which
 * React 19 removed; it lets us hand it createRoot instead (antd-mobile's "v5 for React 19" guide).
 */
export const installAntdRender = () =>
  unstableSetRender((node, container) => {
    const root = roots.get(container) ?? createRoot(container);
    roots.set(container, root);
    root.render(node);
    return async () => {
      // Unmounting inside React's own render pass warns; wait for the current one to finish.
      await new Promise((settle) => setTimeout(settle, 0));
      root.unmount();
      roots.delete(container);
    };
  });
