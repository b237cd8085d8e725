// Staff's list of users with their roles (list_user_roles), server-paged like the IaaS list.
import {
  IAM_STAFF_FEATURES,
  iamUserFilterFields,
  iamUserSortFields,
  parseFilterToken,
  parseSort,
  type CollectionFilterToken,
  type IamUserList,
  type IamUserListQuery,
} from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import type { Principal } from '../session/session-service';
import { staffGrantor } from './grant-rules';
import { listIamUsersPage } from './iam-users-repository';

const invalid = (message: string, where: string) =>
  new ApiError(400, 'validation_failed', `Invalid request: ${message}`, [where]);

function filterOf(written: readonly string[] | undefined): CollectionFilterToken[] {
  return (written ?? []).map((text) => {
    const token = parseFilterToken(text);
    if (!token)
      throw invalid(
        `filter ${text} is not field=value, field!=value, field:text, field!:text or :text.`,
        'filter',
      );
    if (token.field !== '' && !(iamUserFilterFields as readonly string[]).includes(token.field))
      throw invalid(`filter on ${token.field}; use one of ${iamUserFilterFields.join(', ')}.`, 'filter');
    return token;
  });
}

export async function listIamUsers(
  db: Queryable,
  principal: Principal,
  query: IamUserListQuery,
): Promise<IamUserList> {
  await staffGrantor(db, principal, IAM_STAFF_FEATURES.users);
  const filter = filterOf(query.filter);
  const sort = parseSort(query.sort) ?? { field: 'email', direction: 'asc' as const };
  if (!(iamUserSortFields as readonly string[]).includes(sort.field))
    throw invalid(`sort by ${sort.field}; use one of ${iamUserSortFields.join(', ')}.`, 'sort');
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 25;
  const { total, items } = await listIamUsersPage(db, filter, sort, page, pageSize);
  return { total, page, page_size: pageSize, items };
}
