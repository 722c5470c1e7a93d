// What a list could not use from its URL, each parameter explained by `filters.problem.<param>` (or a list's own
// message for it), with the value given.
import { FormattedMessage } from 'react-intl';
import type { FilterProblem } from './filters';

export function FilterProblems({ problems, messages = {} }: { problems: FilterProblem[]; messages?: Partial<Record<string, string>> }) {
  if (problems.length === 0) return null;
  return (
    <div className="notice notice--warning" role="alert">
      <p>
        <FormattedMessage id="filters.problems" />
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.param}>
            <FormattedMessage id={messages[problem.param] ?? `filters.problem.${problem.param}`} values={{ value: problem.value }} />
          </li>
        ))}
      </ul>
    </div>
  );
}
