import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { InputField } from '../../components/ui/input-field';
import { SectionCard } from '../../components/ui/section-card';

interface TypedConfirmationCardProps {
  title: string;
  description: string;
  /** What the person types, word for word, before the button enables (the server checks it too). */
  phrase: string;
  buttonLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Called once the phrase matches; `clear` empties the box (after a success that stays on the page). */
  onConfirm: (clear: () => void) => void;
}

/**
 * A danger card whose one action waits for a typed phrase: Clear All Data, and 'Require every
 * staff member to enrol again'. The button stays disabled until the phrase matches exactly.
 */
export function TypedConfirmationCard({
  title,
  description,
  phrase,
  buttonLabel,
  pendingLabel,
  isPending,
  onConfirm,
}: TypedConfirmationCardProps) {
  const [typed, setTyped] = useState('');
  const isConfirmed = typed === phrase;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isConfirmed && !isPending) onConfirm(() => setTyped(''));
  };

  return (
    <SectionCard tone="danger" title={title} description={description}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <InputField
          className="sm:max-w-sm sm:flex-1"
          label={`Type ${phrase} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="danger" className="min-h-12" disabled={!isConfirmed || isPending}>
          {isPending ? pendingLabel : buttonLabel}
        </Button>
      </form>
    </SectionCard>
  );
}
