/** Pieces both buying screens use: the page styles, a channel's mark, and the payment method picker. */
import { Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import type { PaymentTypeGroup } from './store';

export const usePageStyles = makeStyles({
  page: {
    maxWidth: '1120px',
    margin: '0 auto',
    padding: '16px 16px 40px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    [mediaUp('md')]: { padding: '24px 24px 56px' },
  },
  title: { margin: 0, fontSize: '24px', lineHeight: '32px', fontWeight: 800, color: palette.indigoDeep },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '16px',
    alignItems: 'start',
    [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: '16px', minWidth: 0 },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: '14px',
    padding: '16px',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    minWidth: 0,
  },
  sticky: { [mediaUp('lg')]: { position: 'sticky', top: '84px' } },
  h2: { margin: 0, fontSize: '18px', lineHeight: '24px', fontWeight: 800, color: tokens.colorNeutralForeground1 },
  h3: { margin: 0, fontSize: '14px', lineHeight: '20px', fontWeight: 700, color: tokens.colorNeutralForeground2 },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  row: { display: 'flex', justifyContent: 'space-between', gap: '12px', margin: 0 },
  totalRow: { display: 'flex', justifyContent: 'space-between', gap: '12px', margin: 0, fontWeight: 800, fontSize: '18px', color: palette.indigoDeep },
  dl: { margin: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  dd: { margin: 0, whiteSpace: 'nowrap' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
  error: { margin: 0, color: palette.red, fontWeight: 600 },
});

const useMarkStyles = makeStyles({
  mark: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '56px',
    height: '28px',
    padding: '0 6px',
    borderRadius: '6px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: palette.indigoSoft,
    color: palette.indigoDeep,
    fontSize: '11px',
    fontWeight: 800,
    letterSpacing: '0.02em',
    flexShrink: 0,
  },
  label: { display: 'inline-flex', alignItems: 'center', gap: '10px' },
  group: { display: 'flex', flexDirection: 'column', gap: '4px', padding: '8px 0', alignSelf: 'stretch', borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  radios: { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: '0' },
  groupTitle: { margin: 0, fontSize: '14px', lineHeight: '20px', fontWeight: 700, color: tokens.colorNeutralForeground2 },
});

/** The short mark of a channel (its brand's first word), shown beside its name. */
export function channelMark(name: string): string {
  const first = name.split(/\s+/)[0] ?? name;
  return first
    .replace(/[^A-Za-z0-9-]/g, '')
    .slice(0, 9)
    .toUpperCase();
}

export function ChannelMark({ name }: { name: string }) {
  const styles = useMarkStyles();
  return (
    <span className={styles.mark} aria-hidden="true">
      {channelMark(name)}
    </span>
  );
}

/**
 * The groups with their channels as one radio group (arrow keys move between all channels, Tab
 * leaves): a heading per group, each channel its mark and name.
 */
export function MethodPicker({
  groups,
  value,
  onChange,
  labelledBy,
  label,
  exclude,
}: {
  groups: PaymentTypeGroup[];
  value: number | null;
  onChange: (id: number) => void;
  /** The id of the heading naming the group (checkout's section heading) and the prefix of the group headings' ids. */
  labelledBy: string;
  /** A name instead (in a dialog, whose title Fluent links to the dialog itself). */
  label?: string;
  exclude?: number | null;
}) {
  const styles = useMarkStyles();
  return (
    <RadioGroup
      aria-labelledby={label ? undefined : labelledBy}
      aria-label={label}
      value={value === null ? '' : String(value)}
      onChange={(_, d) => onChange(Number(d.value))}
      className={styles.radios}
      data-testid="payment-methods"
    >
      {groups.map((g) => (
        <div key={g.id} className={styles.group} data-testid={`payment-group-${g.key}`}>
          <h3 className={styles.groupTitle} id={`${labelledBy}-g${g.id}`}>
            {g.name}
          </h3>
          {g.paymentTypes
            .filter((p) => p.id !== exclude)
            .map((p) => (
              <Radio
                key={p.id}
                value={String(p.id)}
                data-testid={`payment-type-${p.code}`}
                label={
                  <span className={styles.label}>
                    <ChannelMark name={p.name} />
                    {p.name}
                  </span>
                }
              />
            ))}
        </div>
      ))}
    </RadioGroup>
  );
}
