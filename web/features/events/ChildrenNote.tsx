// Whom a children's course is for, in one line: „Für Kinder von 6 bis 10 Jahren · eine erwachsene Begleitperson braucht
// einen eigenen Platz“. The event's card and its page say it alike.
import { FormattedMessage } from 'react-intl';
import type { AdultRule } from '../../graphql/generated/graphql';

export interface ChildrenRuleShown {
  minAge: number;
  maxAge: number;
  adult: AdultRule;
}

export function ChildrenNote({ rule }: { rule: ChildrenRuleShown }) {
  return (
    <>
      {rule.minAge === rule.maxAge ? (
        <FormattedMessage id="event.children.age" values={{ age: rule.minAge }} />
      ) : (
        <FormattedMessage id="event.children.ages" values={{ minAge: rule.minAge, maxAge: rule.maxAge }} />
      )}
      {' · '}
      <FormattedMessage id={`event.children.adult.${rule.adult}`} />
    </>
  );
}
