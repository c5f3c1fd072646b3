import { Button, Space, Typography, type TableProps } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';
import { useCallback, useState } from 'react';
import { Table } from './table';

const strings = {
  previous: 'ก่อนหน้า',
  next: 'ถัดไป',
  page: (n: number) => `หน้า ${n.toLocaleString('th-TH')}`,
  total: (n: number, capped: boolean) =>
    capped ? `มากกว่า ${n.toLocaleString('th-TH')} รายการ` : `ทั้งหมด ${n.toLocaleString('th-TH')} รายการ`,
};

/**
 * Where a keyset list is (`@contract/pagination`): the cursor of each page opened so far, so "previous" goes
 * back without the server paging backwards. `reset` on a new search starts at the first page.
 */
export const useCursorPages = () => {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];
  const next = useCallback((nextCursor: string) => setCursors((list) => [...list, nextCursor]), []);
  const previous = useCallback(() => setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list)), []);
  const reset = useCallback(() => setCursors([undefined]), []);
  return { cursor, page: cursors.length, next, previous, reset };
};

/** A keyset list's search and its pages: a new search starts again at the first page. */
export const useKeysetSearch = <S,>(initial: S) => {
  const [search, setSearch] = useState<S>(initial);
  const pages = useCursorPages();
  const { reset } = pages;
  const handleSearch = useCallback(
    (next: S) => {
      reset();
      setSearch(next);
    },
    [reset],
  );
  return { search, pages, handleSearch };
};

type KeysetPagerProps = {
  pages: ReturnType<typeof useCursorPages>;
  nextCursor: string | null;
  total?: number;
  totalCapped?: boolean;
  loading?: boolean;
};

/** Previous and next under a keyset table, the page number and the (bounded) count of rows. */
export const KeysetPager = ({ pages, nextCursor, total, totalCapped = false, loading }: KeysetPagerProps) => (
  <Space style={{ marginTop: 12, width: '100%', justifyContent: 'flex-end' }} wrap data-testid="keyset-pager">
    {total === undefined ? null : (
      <Typography.Text type="secondary">{strings.total(total, totalCapped)}</Typography.Text>
    )}
    <Button disabled={pages.page <= 1 || loading} onClick={pages.previous}>
      {strings.previous}
    </Button>
    <Typography.Text>{strings.page(pages.page)}</Typography.Text>
    <Button disabled={nextCursor === null || loading} onClick={() => nextCursor && pages.next(nextCursor)}>
      {strings.next}
    </Button>
  </Space>
);

type KeysetTableProps<T> = {
  /** The answer's page: its rows, the cursor after them, and the bounded count where the list has one. */
  page: { items: T[]; next_cursor: string | null; total?: number; total_capped?: boolean };
  pages: ReturnType<typeof useCursorPages>;
  loading: boolean;
  emptyText: string;
  columns: TableProps<T>['columns'];
  /** The table's other settings (its size, scroll, test id). */
  table?: Omit<TableProps<T>, 'dataSource' | 'columns' | 'pagination' | 'loading' | 'locale'> & {
    'data-testid'?: string;
  };
};

/** A console table of a keyset list (rows keyed by id) with its previous/next under it. */
export const KeysetTable = <T extends AnyObject>({
  page,
  pages,
  loading,
  emptyText,
  columns,
  table,
}: KeysetTableProps<T>) => (
  <>
    <Table<T>
      rowKey="id"
      size="middle"
      {...table}
      loading={loading}
      dataSource={page.items}
      locale={{ emptyText }}
      pagination={false}
      columns={columns}
    />
    <KeysetPager
      pages={pages}
      nextCursor={page.next_cursor}
      total={page.total}
      totalCapped={page.total_capped}
      loading={loading}
    />
  </>
);
