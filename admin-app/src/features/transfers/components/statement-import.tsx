import { Alert, App, Button, Drawer, Form, Space, Typography } from 'antd';
import { useState, type ChangeEvent } from 'react';
import {
  fileTooLarge,
  STATEMENT_MAX_CHARS,
  statementPresets,
  type StatementMapping,
  type StatementResult,
} from '@contract/admin/statements';
import { isApiError } from '@lib/api-error';
import { useStatementAccountsQuery } from '../api/get-statement-accounts';
import { useReadStatementMutation } from '../api/read-statement';
import { useSaveStatementMappingMutation } from '../api/save-statement-mapping';
import { transferStrings as s } from '../strings';
import { AccountSelect } from './account-select';
import { MappingForm } from './mapping-form';
import { StatementPreview } from './statement-preview';

type StatementFile = { name: string; text: string };

/**
 * A bank's statement file into the queue: pick the account (its saved mapping comes with it), the file, check the
 * columns against the preview, then import. Importing the same file again adds nothing.
 */
export const StatementImport = ({ onClose }: { onClose: () => void }) => {
  const accounts = useStatementAccountsQuery();
  const read = useReadStatementMutation();
  const save = useSaveStatementMappingMutation();
  const { message } = App.useApp();
  const [accountId, setAccountId] = useState<number>();
  const [mapping, setMapping] = useState<StatementMapping>(statementPresets.generic.mapping);
  const [file, setFile] = useState<StatementFile | null>(null);
  const [result, setResult] = useState<StatementResult | null>(null);

  const run = (commit: boolean, next = { accountId, mapping, file }) => {
    if (!next.accountId || !next.file) return;
    read.mutate(
      {
        body: {
          bank_account_id: next.accountId,
          mapping: next.mapping,
          csv: next.file.text,
          file_name: next.file.name,
        },
        commit,
      },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (commit) void message.success(s.imported(answer.counts.new, answer.counts.known));
        },
      },
    );
  };
  const handleAccount = (id: number) => {
    const saved = accounts.data?.find((a) => a.id === id)?.mapping ?? statementPresets.generic.mapping;
    setAccountId(id);
    setMapping(saved);
    run(false, { accountId: id, mapping: saved, file });
  };
  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    // Not sent: over the server's body limit it could only say the request was wrong.
    if (chosen.size > STATEMENT_MAX_CHARS) {
      void message.error(fileTooLarge);
      return;
    }
    const next = { name: chosen.name, text: await chosen.text() };
    setFile(next);
    run(false, { accountId, mapping, file: next });
  };
  const error = read.error ?? save.error;

  return (
    <Drawer
      open
      title={s.importFile}
      width={Math.min(1100, window.innerWidth)}
      onClose={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Form layout="vertical">
          <Form.Item label={s.account} required>
            <AccountSelect value={accountId} onChange={handleAccount} />
          </Form.Item>
          <Form.Item label={s.file} required>
            <input
              type="file"
              accept=".csv,.txt,text/csv"
              aria-label={s.file}
              onChange={(e) => void handleFile(e)}
            />
          </Form.Item>
        </Form>
        <Typography.Title level={5}>{s.mappingTitle}</Typography.Title>
        <Typography.Text type="secondary">
          {s.preset}: {statementPresets.generic.label}. {s.genericNote}
        </Typography.Text>
        <MappingForm mapping={mapping} columns={result?.columns ?? []} onChange={setMapping} />
        <Space wrap>
          <Button onClick={() => run(false)} disabled={!accountId || !file} loading={read.isPending}>
            {s.previewButton}
          </Button>
          <Button
            disabled={!accountId}
            loading={save.isPending}
            onClick={() =>
              accountId &&
              save.mutate(
                { bank_account_id: accountId, mapping },
                { onSuccess: () => void message.success(s.mappingSaved) },
              )
            }
          >
            {s.saveMapping}
          </Button>
          <Button
            type="primary"
            disabled={!result || result.counts.new === 0}
            loading={read.isPending}
            onClick={() => run(true)}
            data-testid="import-button"
          >
            {s.importButton(result?.counts.new ?? 0)}
          </Button>
        </Space>
        {error ? (
          <Alert type="error" showIcon message={isApiError(error) ? error.message : String(error)} />
        ) : null}
        {result ? <StatementPreview result={result} /> : null}
      </Space>
    </Drawer>
  );
};
