import { lottoSettle } from './commands/lotto-settle';
import { runOperatorCommand } from './operator-command';

// `npm run lotto:settle -- --round <id>`: the re-run of a round's settlement (commands/lotto-settle.ts).
// Through the running server when one holds the embedded database.
runOperatorCommand(lottoSettle);
