import { GameReportPage } from '@admin-app/features/game-reports/components/game-report-page';

export const Component = () => <GameReportPage />;
