import { makeStyles } from '@fluentui/react-components';
import { palette } from '../../components/theme';

/** The coming-soon page's frame (the 404 and 503 pages are StateMessage's page layout). */
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
  title: { margin: 0, color: palette.indigoDeep },
  actions: { display: 'flex', gap: '12px', flexWrap: 'wrap', justifyContent: 'center' },
  badge: { alignSelf: 'center' },
});
