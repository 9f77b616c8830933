import { type ActivityParams, activityPaymentMethods, type Role, USER_ROLES } from '@hostportaal/contract';
import { maskIban } from '@hostportaal/documents';

type Metadata = Record<string, unknown>;

const text = (m: Metadata, key: string): string | undefined => {
  const value = m[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};
const whole = (m: Metadata, key: string): number | undefined => {
  const value = m[key];
  return Number.isSafeInteger(value) ? (value as number) : undefined;
};
const texts = (m: Metadata, key: string): string[] | undefined => {
  const value = m[key];
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')
    ? value
    : undefined;
};
const record = (m: Metadata, key: string): Metadata => {
  const value = m[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Metadata) : {};
};
const role = (value: unknown): Role | undefined => USER_ROLES.find((known) => known === value);
const paymentMethod = (value: unknown) => activityPaymentMethods.find((known) => known === value);

/** The params when every fact the wording names is there (undefined ones left out), else null. */
function needs(params: ActivityParams, ...required: (keyof ActivityParams)[]): ActivityParams | null {
  if (required.some((key) => params[key] === undefined)) return null;
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined),
  ) as ActivityParams;
}

const plain = (): ActivityParams => ({ variant: 'default' });

// The subscription's name as recordSubscriptionChange keeps it: the row after the change.
const subscriptionTitle = (m: Metadata) => text(m, 'title') ?? text(record(m, 'after'), 'title');

const invoiceList = (m: Metadata) => {
  const invoiceNumbers = texts(m, 'invoiceNumbers');
  return needs({ variant: 'default', invoiceNumbers, count: invoiceNumbers?.length }, 'invoiceNumbers');
};

const emailChange = (m: Metadata) =>
  needs(
    { variant: 'default', email: text(m, 'to'), previousEmail: text(m, 'from') },
    'email',
    'previousEmail',
  );

function reactivation(m: Metadata): ActivityParams | null {
  const before = record(m, 'before');
  const after = record(m, 'after');
  const cause = record(m, 'cause');
  return needs(
    {
      variant: before.serviceStatus === 'cancelled_active' ? 'cancellation' : 'suspension',
      title: text(after, 'title'),
      nextInvoiceDate: text(after, 'nextBillingDate'),
      invoiceNumber: text(cause, 'invoiceNumber'),
      letterNumber: text(cause, 'letterNumber'),
      // A reactivation a screen asked for in bulk or after a payment has no words of a person to show.
      reason: Object.keys(cause).length > 0 ? undefined : text(m, 'reason'),
    },
    'title',
  );
}

function planChange(m: Metadata): ActivityParams | null {
  const before = record(m, 'before');
  const planned = record(record(m, 'after'), 'pendingChange');
  if (Object.keys(planned).length > 0)
    return needs(
      {
        variant: 'planned',
        title: text(before, 'title'),
        newTitle: text(planned, 'title'),
        date: text(planned, 'effectiveDate'),
        amountCents: whole(planned, 'priceCents'),
        interval: text(planned, 'interval'),
      },
      'title',
      'newTitle',
      'date',
      'amountCents',
      'interval',
    );
  return needs(
    {
      variant: 'withdrawn',
      title: text(before, 'title'),
      newTitle: text(record(before, 'pendingChange'), 'title'),
    },
    'title',
    'newTitle',
  );
}

function payment(m: Metadata): ActivityParams | null {
  const common = {
    amountCents: whole(m, 'amountCents'),
    paymentMethod: paymentMethod(m.paymentMethod),
    reactivated: m.subscriptionReactivated === true ? true : undefined,
  };
  const letterNumber = text(m, 'letterNumber');
  if (letterNumber) return needs({ variant: 'letter', letterNumber, ...common }, 'amountCents');
  return needs(
    { variant: 'invoice', invoiceNumber: text(m, 'invoiceNumber'), ...common },
    'invoiceNumber',
    'amountCents',
  );
}

function mandateChange(m: Metadata): ActivityParams | null {
  if (text(m, 'replacesMandateId'))
    return needs(
      {
        variant: 'renewed',
        reference: text(m, 'reference'),
        previousReference: text(m, 'previousReference'),
      },
      'reference',
      'previousReference',
    );
  const iban = text(m, 'iban');
  return needs(
    { variant: 'account', reference: text(m, 'reference'), maskedIban: iban && maskIban(iban) },
    'reference',
    'maskedIban',
  );
}

function cancellation(m: Metadata): ActivityParams | null {
  const after = record(m, 'after');
  if (m.mode === 'immediately')
    return needs(
      { variant: 'immediately', title: subscriptionTitle(m), creditNoteNumber: text(m, 'creditNoteNumber') },
      'title',
    );
  return needs(
    { variant: 'default', title: subscriptionTitle(m), date: text(m, 'endDate') ?? text(after, 'endDate') },
    'title',
    'date',
  );
}

// One entry per type that can reach a person's activity screen (a row with a user); a type missing here,
// such as a package or a SEPA batch (rows without a user), keeps its description.
const paramsByType: Record<string, (m: Metadata) => ActivityParams | null> = {
  login: plain,
  logout: plain,
  registered: plain,
  email_verified: plain,
  password_changed: plain,
  password_reset: plain,
  two_factor_enabled: plain,
  two_factor_disabled: plain,
  account_deleted: plain,
  session_revoked: (m) =>
    text(m, 'sessionId')
      ? { variant: 'one' }
      : needs({ variant: 'others', count: whole(m, 'revokedCount') }, 'count'),
  profile_updated: (m) =>
    needs(
      { variant: 'email', email: text(m, 'email'), previousEmail: text(m, 'previousEmail') },
      'email',
      'previousEmail',
    ) ?? plain(),
  settings_updated: (m) => {
    const section = text(m, 'section');
    return {
      variant:
        section === 'preferences' || section === 'notifications' || section === 'security'
          ? section
          : 'default',
    };
  },
  email_change_requested: (m) => needs({ variant: 'default', email: text(m, 'email') }, 'email'),
  email_change_cancelled: (m) => needs({ variant: 'default', email: text(m, 'email') }, 'email'),
  email_changed: emailChange,
  email_change_undone: emailChange,
  order_placed: (m) => needs({ variant: 'default', count: texts(m, 'subscriptionIds')?.length }, 'count'),
  mandate_created: (m) => needs({ variant: 'default', reference: text(m, 'reference') }, 'reference'),
  mandate_changed: mandateChange,
  subscription_created: (m) => {
    const date = text(m, 'startDate');
    return needs({ variant: date ? 'starts' : 'default', title: subscriptionTitle(m), date }, 'title');
  },
  subscription_cancelled: cancellation,
  subscription_paused: (m) =>
    needs({ variant: 'default', title: subscriptionTitle(m), reason: text(m, 'reason') }, 'title'),
  subscription_resumed: (m) =>
    needs({ variant: 'default', title: subscriptionTitle(m), reason: text(m, 'reason') }, 'title'),
  subscription_reactivated: reactivation,
  subscription_changed: planChange,
  subscription_suspended: (m) => {
    const count = whole(m, 'failedPaymentCount');
    return needs(
      { variant: count === undefined ? 'default' : 'failedPayments', title: subscriptionTitle(m), count },
      'title',
    );
  },
  payment_reminder_sent: invoiceList,
  payment_retry_scheduled: invoiceList,
  invoice_sent_to_collection: invoiceList,
  invoice_resent: (m) =>
    needs(
      {
        variant: m.kind === 'credit_note' ? 'creditNote' : 'default',
        invoiceNumber: text(m, 'invoiceNumber'),
      },
      'invoiceNumber',
    ),
  invoice_credited: (m) =>
    needs(
      {
        variant: 'default',
        creditNoteNumber: text(m, 'creditNoteNumber'),
        invoiceNumber: text(m, 'invoiceNumber'),
        reason: text(m, 'reason'),
      },
      'creditNoteNumber',
      'invoiceNumber',
    ),
  payment,
  user_status_changed: (m) =>
    typeof m.isActive === 'boolean' ? { variant: m.isActive ? 'activated' : 'deactivated' } : null,
  user_role_changed: (m) =>
    needs({ variant: 'default', role: role(m.after), previousRole: role(m.before) }, 'role', 'previousRole'),
  admin_contact: (m) => needs({ variant: 'default', subject: text(m, 'subject') }, 'subject'),
};

/**
 * What a screen words an activity line from (issue 20): the facts its type names, read from the row's
 * metadata, old rows included where they hold them. Null keeps the stored description. Only these facts
 * leave the server: the metadata also holds staff notes, before/after rows and full account numbers.
 */
export function activityParams(type: string, metadata: Metadata | null): ActivityParams | null {
  const wording = Object.hasOwn(paramsByType, type) ? paramsByType[type] : undefined;
  return wording ? wording(metadata ?? {}) : null;
}
