import { SuperfundScreen } from '../features/superfund-choice/superfund-screen';

export function SuperfundChoicePage() {
  return <SuperfundScreen />;
}
