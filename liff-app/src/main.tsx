/**
 * The LIFF page's entry evaluates react-dom (with react and the scheduler) in a task of its own, then the boot
 * (boot.tsx: antd-mobile, react-query, axios, the shell) in the next. Evaluated as one graph they made one long
 * task on a phone (Lighthouse: total blocking time); the server's page has preloaded both (entry-server.tsx),
 * so splitting costs no round trip. If react-dom fails to load, the boot's own import reports it.
 */
void import('react-dom/client').catch(() => undefined).then(() => import('./boot'));
