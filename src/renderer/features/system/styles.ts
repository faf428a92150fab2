import { makeStyles, tokens } from '@fluentui/react-components';
import { palette } from '../../shell/theme';

export const usePageStyles = makeStyles({
  wrap: {
    maxWidth: '880px',
    margin: '0 auto',
    padding: '56px 16px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: '16px',
  },
  code: {
    fontSize: '96px',
    lineHeight: 1,
    fontWeight: 800,
    letterSpacing: '-0.04em',
    background: `linear-gradient(135deg, ${palette.teal}, ${palette.indigo})`,
    backgroundClip: 'text',
    WebkitBackgroundClip: 'text',
    color: 'transparent',
    margin: 0,
  },
  title: { margin: 0, color: palette.indigoDeep },
  body: { color: tokens.colorNeutralForeground2, maxWidth: '560px' },
  actions: { display: 'flex', gap: '12px', flexWrap: 'wrap', justifyContent: 'center' },
  search: { width: '100%', maxWidth: '480px', display: 'flex', flexDirection: 'column', gap: '8px', alignItems: 'stretch' },
  badge: { alignSelf: 'center' },
  card: {
    width: '100%',
    maxWidth: '440px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: '16px',
    padding: '32px 28px',
    boxShadow: '0 12px 40px rgba(30, 27, 75, 0.12)',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    textAlign: 'left',
  },
});
