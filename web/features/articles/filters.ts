// The magazine list's URL (/blog?craft=toepfern-keramik, ?tag=Wien, ?q=Glasur, ?after=…) in discovery's grammar; the
// magazine searches no places.
import { defineList, slugField, textField, type FieldReader } from '../discovery/filters';

// Tags are words or short phrases such as „Wien“ or „Drehscheibe“: letters, digits, spaces and dashes.
const tagField: FieldReader<string> = (value) => (/^[\p{L}\p{N}][\p{L}\p{N} &'’-]{0,48}$/u.test(value) ? value : undefined);

export const articleList = defineList({ path: '/blog', near: false, fields: { q: textField, craft: slugField, tag: tagField } });

export type ArticleFilters = ReturnType<typeof articleList.parse>['filters'];
