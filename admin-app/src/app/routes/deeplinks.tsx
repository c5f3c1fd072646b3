import { DeepLinkBuilder } from '@admin-app/features/deeplinks/components/deeplink-builder';

export const Component = () => <DeepLinkBuilder />;
