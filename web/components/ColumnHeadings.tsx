// A data table's header row: one column heading per message id.
import { FormattedMessage } from 'react-intl';

export function ColumnHeadings({ messages }: { messages: readonly string[] }) {
  return (
    <thead>
      <tr>
        {messages.map((id) => (
          <th key={id} scope="col">
            <FormattedMessage id={id} />
          </th>
        ))}
      </tr>
    </thead>
  );
}
