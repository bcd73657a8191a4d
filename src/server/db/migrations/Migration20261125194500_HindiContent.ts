import { Migration } from '@mikro-orm/migrations';

export class Migration20261125194500_HindiContent extends Migration {

  override name = 'Migration20261125194500_HindiContent';

  override up(): void | Promise<void> {
    // An optional Hindi version of posts and static pages, written in the console.
    this.addSql(`alter table "blog_post" add column "title_hi" varchar(200) null, add column "excerpt_hi" varchar(500) null, add column "content_hi" text null, add column "read_time_minutes_hi" int null;`);
    this.addSql(`alter table "static_page" add column "title_hi" varchar(200) null, add column "content_hi" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "blog_post" drop column "title_hi", drop column "excerpt_hi", drop column "content_hi", drop column "read_time_minutes_hi";`);
    this.addSql(`alter table "static_page" drop column "title_hi", drop column "content_hi";`);
  }

}
