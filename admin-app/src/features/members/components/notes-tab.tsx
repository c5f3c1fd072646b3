import { App, Button, Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { memberNotes } from '@contract/admin/members';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { formatDateTime } from '@admin-app/lib/dates';
import { memberActions, useMemberMutation } from '../api/member-actions';
import { useMemberPart } from '../api/member-part';
import { memberStrings as t } from '../strings';

type Note = { id: number; staff_username: string; body: string; created_at: string };

/** Staff notes, newest first; a note is added, never edited or removed. */
export const NotesTab = ({ memberId, canManage }: { memberId: number; canManage: boolean }) => {
  const { message } = App.useApp();
  const [body, setBody] = useState('');
  const notes = useMemberPart<Note>(memberId, 'notes', import.meta.env.DEV && memberNotes);
  const add = useMemberMutation(memberId, (text: string) => memberActions.addNote(memberId, text));
  const submit = () =>
    add.mutate(body.trim(), { onSuccess: () => setBody(''), onError: (e) => message.error(errorText(e)) });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {canManage ? (
        <Space.Compact style={{ width: '100%' }}>
          <Input.TextArea
            value={body}
            maxLength={1000}
            autoSize={{ minRows: 2 }}
            placeholder={t.notePlaceholder}
            onChange={(e) => setBody(e.target.value)}
          />
          <Button type="primary" disabled={!body.trim()} loading={add.isPending} onClick={submit}>
            {t.addNote}
          </Button>
        </Space.Compact>
      ) : null}
      {notes.isError ? <QueryError error={notes.error} onRetry={() => notes.refetch()} /> : null}
      <List<Note>
        loading={notes.isLoading}
        dataSource={notes.data?.items ?? []}
        locale={{ emptyText: t.empty }}
        renderItem={(note) => (
          <List.Item>
            <List.Item.Meta
              title={note.body}
              description={
                <Typography.Text type="secondary">
                  {t.by} {note.staff_username} · {formatDateTime(note.created_at)}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
        data-testid="member-notes"
      />
    </Space>
  );
};
