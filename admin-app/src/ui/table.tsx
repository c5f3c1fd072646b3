import { Table as AntTable, type TableProps } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';
import './table.css';

/**
 * antd's Table as every console page uses it:
 * - columns wider than the screen (a phone at 390 px) scroll sideways inside the table rather than widen the page
 *   or disappear under the card's edge, and a squeezed column does not split a figure across lines (table.css);
 *   on a wide screen nothing changes. A table's own `scroll` keeps its other settings (and may fix its width);
 * - while it loads it shows the spinner alone: antd also showed the empty text ("no items") under it.
 * ESLint sends every console import of antd's Table here.
 */
const ConsoleTable = <T extends AnyObject>({ scroll, className, locale, ...props }: TableProps<T>) => {
  const loading = typeof props.loading === 'object' ? props.loading.spinning : props.loading;
  return (
    <AntTable<T>
      {...props}
      className={className ? `console-table ${className}` : 'console-table'}
      scroll={{ x: true, ...scroll }}
      locale={loading ? { ...locale, emptyText: <span /> } : locale}
    />
  );
};

export const Table = Object.assign(ConsoleTable, { Summary: AntTable.Summary });
