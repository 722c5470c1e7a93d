// /admin's site-wide promo codes: the codes the editors give on every paid course, which the platform pays for (the
// organiser is paid as for the full price), listed as organisers see theirs, with a switch each and the form that
// creates one.
import { FormattedMessage } from 'react-intl';
import { PromoCodeForm } from '../../../features/promo-codes/PromoCodeForm';
import { PromoCodeList } from '../../../features/promo-codes/PromoCodeList';
import { AdminSection, usePostUrl, type Loaded } from './admin-parts';
import { adminFormName } from './forms';

export function SitePromoCodes({ data }: { data: Loaded<'promo'> }) {
  const action = usePostUrl();
  return (
    <AdminSection id="admin-promo-codes" heading="admin.promo.heading" count={data.promoCodes.length}>
      <PromoCodeList codes={data.promoCodes} action={action} toggleForm={(id) => adminFormName('promoActive', id)} />
      <h3>
        <FormattedMessage id="admin.promo.new" />
      </h3>
      <PromoCodeForm form={adminFormName('promo', 'new')} action={action} courses={null} submit="promoCodes.form.create" />
    </AdminSection>
  );
}
