import { SecretsView } from './secrets-view';

export default function WebhookSecretPage() {
  return <SecretsView />;
}
