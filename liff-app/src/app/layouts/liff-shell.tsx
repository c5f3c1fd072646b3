import { QueryClientProvider } from '@tanstack/react-query';
import { AgentLogo } from '@features/agent/components/agent-logo';
import { queryClient } from '@lib/query-client';
import { LoadingBlock } from '@ui/loading-block';
import { uiStrings } from '@ui/strings';
import { UiProvider } from '@ui/ui-provider';
import { liffPaths } from '@liff-app/app/paths';
import { liffStrings } from '@liff-app/app/strings';
import './liff-layout.css';

/**
 * What the LIFF app paints while `liff.init()` runs and the app's code loads (main.tsx): the layout's bar with
 * the agent's logo and a loading block where the screen comes, so the member sees the app at once instead of a
 * blank page. No router yet (the path may still be a `liff.state` deep link): the home link is a plain link.
 * `failed`: the app's code could not be loaded (a reload is the way out). Kept light: it is the first screen.
 */
export const LiffShell = ({ failed = false }: { failed?: boolean }) => (
  <QueryClientProvider client={queryClient}>
    <UiProvider>
      <div className="liff-layout" data-testid="liff-shell">
        <header className="liff-layout__bar">
          <a href={liffPaths.home} className="liff-layout__home">
            <AgentLogo height={30} />
          </a>
          <span className="liff-layout__badge">LINE</span>
        </header>
        <main className="liff-layout__main">
          {failed ? (
            <div className="ui-state" role="alert" data-testid="liff-load-failed">
              <div className="ui-state__title">{liffStrings.loadFailed}</div>
              <button type="button" className="liff-shell__retry" onClick={() => window.location.reload()}>
                {uiStrings.retry}
              </button>
            </div>
          ) : (
            <LoadingBlock lines={4} />
          )}
        </main>
      </div>
    </UiProvider>
  </QueryClientProvider>
);
