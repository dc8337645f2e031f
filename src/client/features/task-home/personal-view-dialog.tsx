import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import type { TeamMemberJson } from '../../lib/team-member';
import {
  BANK_DETAILS,
  EMPLOYMENT_DETAILS,
  PERSONAL_DETAILS,
  PERSONAL_INFORMATION,
} from '../../../shared/catalogue/personal-information';
import { screenRows } from '../../lib/catalogue-rows';
import { licenceRows, useMyLicences } from '../../lib/licences';
import { addressLineRow, contactItems, statusRows } from '../../lib/personal-rows';
import { text } from '../../lib/member-format';
import { phone } from '../../lib/phone-format';
import { useMember } from './use-member';

type Row = [label: string, value: string];

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="mt-2 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, rows, children }: { title: string; rows?: Row[]; children?: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {rows && <Rows rows={rows} />}
      {children}
    </section>
  );
}

/**
 * The BSB, account and visa numbers are shown as the server sends them: in full to the hire before
 * the first submission, so they can catch a typo in where their pay goes, masked after it outside
 * a step-up window (decision 018; issue 23 item 4).
 */
function MemberDetails({ member: m }: { member: TeamMemberJson }) {
  const { t } = useTranslation('home');
  const licences = useMyLicences().data?.licences ?? [];
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-4">
        <div className="size-20 shrink-0 overflow-hidden rounded-full bg-slate-100">
          {m.profilePhotoPath && (
            <img src={m.profilePhotoPath} alt={t('personalView.photo')} className="size-full object-cover" />
          )}
        </div>
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words text-slate-900">{text(m.fullName)}</p>
          <p className="text-sm break-words text-slate-600">{text(m.email)}</p>
        </div>
      </div>
      <Section
        title={t('personalView.sections.personal')}
        rows={[
          ...screenRows(PERSONAL_INFORMATION, PERSONAL_DETAILS, m, phone),
          [t('personalView.position'), text(m.position)],
        ]}
      />
      <Section title={t('personalView.sections.address')} rows={[addressLineRow(m)]} />
      <Section title={t('personalView.sections.emergency')}>
        {contactItems(m, phone).map(({ title, rows }, i) => (
          <Fragment key={title}>
            <h4 className={`${i === 0 ? 'mt-2' : 'mt-3'} text-sm font-medium text-slate-700`}>{title}</h4>
            <Rows rows={rows} />
          </Fragment>
        ))}
      </Section>
      <Section title={t('personalView.sections.status')} rows={statusRows(m)} />
      <Section title={t('personalView.sections.licences')} rows={licenceRows(licences)} />
      <Section
        title={t('personalView.sections.employment')}
        rows={screenRows(PERSONAL_INFORMATION, EMPLOYMENT_DETAILS, m, phone)}
      />
      <Section
        title={t('personalView.sections.banking')}
        rows={screenRows(PERSONAL_INFORMATION, BANK_DETAILS, m, phone)}
      />
    </div>
  );
}

interface PersonalViewDialogProps {
  email: string | null;
  onClose: () => void;
  onEdit: () => void;
}

/** The stored Personal Information, read-only, with an Edit that reopens the wizard. */
export function PersonalViewDialog({ email, onClose, onEdit }: PersonalViewDialogProps) {
  const member = useMember(email);
  const { t } = useTranslation(['home', 'common']);
  const isUnavailable = member.isError || (member.isSuccess && !member.data) || !email;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('tasks.personal-information.title')}
        description={t('personalView.description')}
      >
        {isUnavailable ? (
          <p role="alert" className="text-slate-700">
            {t('common:record.unavailable')}
          </p>
        ) : member.data ? (
          <MemberDetails member={member.data} />
        ) : (
          <p role="status" className="text-slate-600">
            {t('common:record.loading')}
          </p>
        )}
        <DialogActions>
          <DialogClose asChild>
            <Button variant="outline">{t('common:dialog.close')}</Button>
          </DialogClose>
          {member.data && <Button onClick={onEdit}>{t('common:dialog.edit')}</Button>}
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
