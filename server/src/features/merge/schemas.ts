/** The named schemas of the merge, conversion and clip answers (registered by the merge plugin). */
import { Type } from '@sinclair/typebox';
import { NullableType, StringEnum, named } from '../../shared/schemas';

/** A merge (or conversion, or clip) started or joined: the task to follow (its `status` as it starts). */
export const MergeTaskReply = named('MergeTask', Type.Object({ task_id: Type.String(), status: Type.Optional(Type.String()) }, { description: 'A merge, conversion or clip started or joined: the task whose status and file to ask for.' }));
/** A merge's status and progress: viewOf's answer, key for key. */
export const MergeStatusReply = named(
  'MergeStatus',
  Type.Object(
    {
      task_id: Type.String(),
      status: StringEnum(['queued', 'processing', 'complete', 'error']),
      progress: Type.Number({ description: 'Per cent done, 0 to 100.' }),
      message: Type.String({ description: 'The stage, or what went wrong, in words meant for the visitor.' }),
      actual_sizes: Type.Object({
        final_file: NullableType('number'),
        combined_streams: NullableType('number'),
      }, { description: 'Bytes: the finished file, and the sum of the source streams where known.' }),
    },
    { description: 'A merge’s status and progress.' },
  ),
);
/** What the caller's tier lets them cut. */
export const ClipLimitReply = named(
  'ClipLimit',
  Type.Object({ max_seconds: Type.Union([Type.Integer(), Type.Null()]), tier: Type.String() }, { description: 'The longest clip the caller may cut (`null`: no limit), and the tier that sets it (`visitor` when not signed in).' }),
);

export const MERGE_SCHEMAS = [MergeTaskReply.schema, MergeStatusReply.schema, ClipLimitReply.schema];
