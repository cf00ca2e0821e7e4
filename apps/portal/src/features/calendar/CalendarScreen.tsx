import { MeetingsWidget } from '@hrportal/meetings';
import * as css from '../../portal.css';

/** /calendar (every role): the meetings calendar of `@hrportal/meetings`. */
export function CalendarScreen({ title }: { title: string }) {
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        {title}
      </h1>
      <MeetingsWidget />
    </section>
  );
}
