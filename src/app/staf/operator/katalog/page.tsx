import { CatalogView } from './catalog-view';

export default function CatalogPage() {
  return <CatalogView />;
}
