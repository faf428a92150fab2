/** Site footer: about/terms/privacy/support links, programmes, app store links, support e-mail. */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { plainLinkClass } from '../components/PlainButton';
import { useTranslation } from 'react-i18next';
import { APP_STORE_LINKS, SITE, SUPPORT_EMAIL } from '../../common/constants';
import { CATEGORY_SEGMENTS } from '../../common/enums';
import { Logo } from '../components/Logo';
import { RouterLink } from '../components/links';
import { MailIcon } from '../components/icons';
import { mediaBetween, mediaUp } from '../components/useBreakpoint';
import { palette } from '../components/theme';

const useStyles = makeStyles({
  footer: { backgroundColor: palette.indigoDeep, color: '#E0E7FF', marginTop: '48px' },
  inner: {
    maxWidth: '1280px',
    margin: '0 auto',
    padding: '40px 16px 24px',
    display: 'grid',
    gap: '32px',
    gridTemplateColumns: '1fr',
    [mediaBetween('sm', 'lg')]: { gridTemplateColumns: '1fr 1fr' },
    [mediaUp('lg')]: { gridTemplateColumns: '2fr 1fr 1fr 1fr 1.3fr' },
  },
  brand: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '360px' },
  description: { fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  heading: {
    color: '#FFFFFF',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
    margin: '0 0 12px',
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  link: {
    color: '#E0E7FF',
    ':hover': { color: '#FFFFFF' },
    ':hover:active': { color: '#FFFFFF' },
  },
  mail: { display: 'inline-flex', alignItems: 'center', gap: '8px' },
  store: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '8px 14px',
    borderRadius: tokens.borderRadiusLarge,
    border: '1px solid rgba(224, 231, 255, 0.4)',
    color: '#FFFFFF',
    textDecoration: 'none',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: 'rgba(255,255,255,0.08)', color: '#FFFFFF', textDecoration: 'none' },
  },
  bottom: {
    borderTop: '1px solid rgba(224, 231, 255, 0.15)',
    maxWidth: '1280px',
    margin: '0 auto',
    padding: '16px',
    fontSize: tokens.fontSizeBase200,
    color: '#C7D2FE',
  },
});

export default function Footer() {
  const styles = useStyles();
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo inverted />
          <span className={styles.description}>{t('footer.description')}</span>
          <a className={plainLinkClass(false, mergeClasses(styles.link, styles.mail))} href={`mailto:${SUPPORT_EMAIL}`}>
            <MailIcon /> {SUPPORT_EMAIL}
          </a>
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            {t('footer.company')}
          </h2>
          <ul className={styles.list}>
            <li>
              <RouterLink className={styles.link} to="/user/aboutus">
                {t('footer.about')}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.link} to="/user/aboutus#benefit">
                {t('footer.benefits')}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.link} to="/user/terms">
                {t('footer.terms')}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.link} to="/user/terms/privacy">
                {t('footer.privacy')}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.link} to="/careers">
                {t('discovery.titles.careers')}
              </RouterLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-programs">
          <h2 id="footer-programs" className={styles.heading}>
            {t('footer.programs')}
          </h2>
          <ul className={styles.list}>
            {CATEGORY_SEGMENTS.map((segment) => (
              <li key={segment}>
                <RouterLink className={styles.link} to={`/${segment}`}>
                  {t(`categories.${segment}`)}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>
            {t('footer.help')}
          </h2>
          <ul className={styles.list}>
            <li>
              <RouterLink className={styles.link} to="/user/support">
                {t('footer.support')}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.link} to="/contact-us">
                {t('discovery.titles.contact')}
              </RouterLink>
            </li>
            <li>
              <a className={plainLinkClass(false, styles.link)} href={`mailto:${SUPPORT_EMAIL}`}>
                {t('footer.contactEmail')}
              </a>
            </li>
            <li>
              <RouterLink className={styles.link} to="/articles">
                {t('pages.articles')}
              </RouterLink>
            </li>
            <li>
              <RouterLink className={styles.link} to="/sitemap">
                {t('discovery.titles.sitemap')}
              </RouterLink>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t('footer.downloadApp')}</h2>
          <ul className={styles.list}>
            <li>
              <a className={styles.store} href={APP_STORE_LINKS.googlePlay} target="_blank" rel="noopener noreferrer">
                {t('footer.googlePlay')}
              </a>
            </li>
            <li>
              <a className={styles.store} href={APP_STORE_LINKS.appStore} target="_blank" rel="noopener noreferrer">
                {t('footer.appStore')}
              </a>
            </li>
            <li>
              <RouterLink className={styles.link} to="/download-apps">
                {t('discovery.titles.downloadApps')}
              </RouterLink>
            </li>
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>{t('footer.copyright', { year, name: SITE.name })}</div>
    </footer>
  );
}
