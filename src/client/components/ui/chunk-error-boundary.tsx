import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { whenOnline } from '../../lib/offline/online-state';
import { Button } from './button';

interface Props {
  /** Makes the failed screens' code loadable again (routes.tsx: fresh lazy components). */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * A screen whose code did not arrive (a lazy chunk or its stylesheet failed: no connection and
 * nothing cached yet) shows this instead of a white page (issue 23), and tries again by itself
 * when the connection returns, or on 'Try again'.
 */
export class ChunkErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  private cancelOnline: (() => void) | null = null;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    // A prerendered first screen stays inert until its code runs (decision 014): the retry must
    // take taps.
    document.getElementById('root')?.removeAttribute('inert');
    this.cancelOnline?.();
    this.cancelOnline = whenOnline(this.retry);
  }

  override componentWillUnmount() {
    this.cancelOnline?.();
  }

  retry = () => {
    this.cancelOnline?.();
    this.cancelOnline = null;
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <CouldNotOpen onRetry={this.retry} />;
  }
}

function CouldNotOpen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <div role="alert" className="rounded-xl border border-slate-200 bg-white p-6">
        <h1 className="text-xl font-semibold text-slate-900">{t('chunkError.title')}</h1>
        <p className="mt-2 text-slate-700">{t('chunkError.body')}</p>
        <Button className="mt-4" onClick={onRetry}>
          {t('chunkError.retry')}
        </Button>
      </div>
    </main>
  );
}
