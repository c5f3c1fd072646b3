import { adminCreateOwner } from './commands/admin-create-owner';
import { runOperatorCommand } from './operator-command';

// `npm run admin:create-owner`: a back-office owner with a one-time password (commands/admin-create-owner.ts).
// Through the running server when one holds the embedded database.
runOperatorCommand(adminCreateOwner);
