// The organiser's live console on /profile/event/{slug}: post news (text, optional photo), say the event runs late
// or moved to another room or place, end it early, and delete posts. Plain forms posting to the page (+action.ts),
// so it works without JavaScript; each form shows its own errors next to its fields.
import { FormattedMessage, useIntl } from 'react-intl';
import { FormName, SubmitButton } from '../../../../../components/Form';
import { FormErrors, FormField } from '../../../../../components/FormFields';
import { LabelledSection } from '../../../../../components/LabelledSection';
import { useLocalizedUrl } from '../../../../../components/LocalizedLink';
import { UploadedImage } from '../../../../../components/UploadedImage';
import { LivePostText, OrganiserWords } from '../../../../../features/live/LivePostText';
import { formatDateTime } from '../../../../../lib/i18n/clock';
import type { Data } from './+data';
import { liveFormNames } from './forms';

type Event = Data['event'];

export function LiveConsole({ event }: { event: Event }) {
  const intl = useIntl();
  const action = useLocalizedUrl()(`/profile/event/${event.slug}`);
  const posts = event.livePosts;
  const ended = posts.some((post) => post.kind === 'ENDED');
  const label = (id: string) => intl.formatMessage({ id });

  return (
    <LabelledSection id="event-live" heading="eventEdit.live" className="section live-console">
      <p>
        <FormattedMessage id="eventEdit.live.intro" />
      </p>

      <form className="contribution-form" method="post" action={action} encType="multipart/form-data">
        <FormName name={liveFormNames.update} />
        <FormErrors form={liveFormNames.update} fields={['text', 'photo']} />
        <FormField form={liveFormNames.update} name="text" label={label('eventEdit.live.text')} hint={label('eventEdit.live.textHint')}>
          {(control, kept) => <textarea {...control} rows={3} maxLength={500} required defaultValue={kept as string | undefined} />}
        </FormField>
        <FormField form={liveFormNames.update} name="photo" label={label('eventEdit.live.photo')} type="file" accept="image/jpeg,image/png,image/webp" />
        <SubmitButton message="eventEdit.live.post" />
      </form>

      <form className="contribution-form" method="post" action={action}>
        <FormName name={liveFormNames.delay} />
        <FormErrors form={liveFormNames.delay} fields={['delayMinutes']} />
        <FormField
          form={liveFormNames.delay}
          name="delayMinutes"
          label={label('eventEdit.live.delayMinutes')}
          hint={label('eventEdit.live.delayHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={240}
          required
        />
        <SubmitButton message="eventEdit.live.delay" className="button button--secondary" />
      </form>

      <form className="contribution-form" method="post" action={action}>
        <FormName name={liveFormNames.room} />
        <FormErrors form={liveFormNames.room} fields={['room']} />
        <FormField form={liveFormNames.room} name="room" label={label('eventEdit.live.room')} maxLength={120} required />
        <SubmitButton message="eventEdit.live.moved" className="button button--secondary" />
      </form>

      {ended ? (
        <p>
          <FormattedMessage id="eventEdit.live.isEnded" />
        </p>
      ) : (
        <form method="post" action={action}>
          <FormName name={liveFormNames.ended} />
          <FormErrors form={liveFormNames.ended} fields={[]} />
          <SubmitButton message="eventEdit.live.end" className="button button--secondary" />
        </form>
      )}

      <h3>
        <FormattedMessage id="eventEdit.live.posts" />
      </h3>
      <FormErrors form={liveFormNames.delete} fields={[]} />
      {posts.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="eventEdit.live.noPosts" />
        </p>
      ) : (
        <ol className="live-posts">
          {posts.map((post) => (
            <li key={post.id}>
              <p>
                <time dateTime={post.createdAt}>{formatDateTime(intl, post.createdAt, { timeStyle: 'short', timeZone: event.timeZone })}</time>
                {post.kind === 'UPDATE' ? null : (
                  <>
                    {' · '}
                    <strong>
                      <FormattedMessage id={`eventEdit.live.kind.${post.kind}`} values={{ minutes: post.delayMinutes ?? 0, room: <OrganiserWords>{post.room ?? ''}</OrganiserWords> }} />
                    </strong>
                  </>
                )}
              </p>
              {post.text ? <LivePostText text={post.text} /> : null}
              {post.image ? <UploadedImage image={post.image} className="live-posts__photo" /> : null}
              <form method="post" action={action}>
                <FormName name={liveFormNames.delete} />
                <input type="hidden" name="id" value={post.id} />
                <SubmitButton message="eventEdit.live.delete" className="button button--secondary" />
              </form>
            </li>
          ))}
        </ol>
      )}
    </LabelledSection>
  );
}
