import { TaxDeclarationScreen } from '../features/tax-declaration/tax-declaration-screen';

export function TaxDeclarationPage() {
  return <TaxDeclarationScreen />;
}
