import type { Metadata } from 'next';
import { CabinetNav } from '@/components/account/cabinet-nav';
import styles from '@/components/account/cabinet.module.css';

export const metadata: Metadata = { title: 'Личный кабинет', robots: { index: false, follow: false } };

export default function CabinetLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="container">
      <h1>Личный кабинет</h1>
      <div className={styles.layout}>
        <CabinetNav />
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
