import Link from '@/components/ui/link';
import { shop } from '@/lib/config/shop';
import { SearchBox } from '@/components/search/search-box';
import { CityChooser } from '@/components/delivery/city-chooser';
import { HeaderActions } from './header-actions';
import { MobileMenu } from './mobile-menu';
import { MAIN_NAV } from './nav-links';
import { OldSiteBanner } from './old-site-banner';
import styles from './header.module.css';

/** Fixed header (docs/PRODUCT.md#layout): old-site banner, logo, nav, search, wishlist/profile/cart icons, menu. */
export function Header() {
  return (
    <header className={styles.header}>
      <OldSiteBanner />
      <div className={`container ${styles.bar}`}>
        <MobileMenu />
        <Link href="/" className={styles.logo} aria-label={`${shop.name} — на главную`} data-testid="logo">
          <span className={styles.logoMark} aria-hidden="true">
            ♥
          </span>
          {shop.name}
        </Link>
        <nav className={styles.nav} aria-label="Основное меню">
          {MAIN_NAV.map((item) => (
            <Link key={item.href} href={item.href} className={styles.navLink}>
              {item.label}
            </Link>
          ))}
        </nav>
        <CityChooser />
        <SearchBox />
        <HeaderActions />
      </div>
    </header>
  );
}
