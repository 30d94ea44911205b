import { BENCHMARK_DATA } from '@data/benchmark';
import { useLocation } from '@rspress/core/runtime';
import { ecosystemLangFromPath, useT } from '../../i18n';
import { Benchmark } from '../Benchmark/Benchmark';
import { EcosystemSection } from '../EcosystemSection/EcosystemSection';
import styles from './HomeSections.module.css';

/** Sections shown under the home page's feature grid: the benchmark and the tool stack. */
export function HomeSections() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <div className={styles.sections}>
      <section className={styles.section} aria-labelledby="home-benchmark-title">
        <h2 id="home-benchmark-title" className={styles.title}>
          {t('benchmarkTitle')}
        </h2>
        <p className={styles.desc}>{t('benchmarkDesc')}</p>
        <Benchmark data={BENCHMARK_DATA} />
      </section>
      <section className={styles.section} aria-labelledby="home-tool-stack-title">
        <h2 id="home-tool-stack-title" className={styles.title}>
          {t('toolStackTitle')}
        </h2>
        <p className={styles.desc}>{t('toolStackDesc')}</p>
        <EcosystemSection lang={ecosystemLangFromPath(pathname)} />
      </section>
    </div>
  );
}
