// Size baseline: React alone, rendering one element.
import { createRoot } from 'react-dom/client';

createRoot(document.body).render(<div>host</div>);
