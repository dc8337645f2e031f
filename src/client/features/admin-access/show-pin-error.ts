import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/use-toast';

const INCORRECT_PIN = 'Incorrect PIN. Please try again.';

/**
 * Spec §8: a refused PIN (401, or 429 when locked out) is 'Access Denied' with the server's
 * message; anything else (network, server fault) is 'Error'. Returns true when the PIN was refused.
 */
export function showPinError(error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    toast({
      title: 'Access Denied',
      description: error.body?.message || INCORRECT_PIN,
      variant: 'destructive',
    });
    return true;
  }
  toast({ title: 'Error', description: 'Failed to validate PIN. Please try again.', variant: 'destructive' });
  return false;
}
