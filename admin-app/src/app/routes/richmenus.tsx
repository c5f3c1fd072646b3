import { RichMenuList } from '@admin-app/features/rich-menus/components/rich-menu-list';

/** The owner's LINE rich menus: the guest and member menus, their editor, publish and roll back. */
export const Component = () => <RichMenuList />;
