/* eslint-disable */
/** Generated from schema.graphql: the concrete types of every union and interface. */
export const possibleTypes: Record<string, string[]> = {
  "Error": [
    "AppError",
    "FocusTimerStaleError",
    "ImportCardsError",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationAddCustomChapterResult": [
    "AppError",
    "MutationAddCustomChapterSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationAnswerBlackboxResult": [
    "AppError",
    "MutationAnswerBlackboxSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationAnswerQuestionResult": [
    "AppError",
    "MutationAnswerQuestionSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationAskChapterQuestionResult": [
    "AppError",
    "MutationAskChapterQuestionSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationAskTutorResult": [
    "AppError",
    "MutationAskTutorSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationAssignQuickTestResult": [
    "AppError",
    "MutationAssignQuickTestSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationCancelRoundTripResult": [
    "AppError",
    "MutationCancelRoundTripSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationChooseRoleResult": [
    "AppError",
    "MutationChooseRoleSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationClearChildReportResult": [
    "AppError",
    "MutationClearChildReportSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationClearTutorConversationResult": [
    "AppError",
    "MutationClearTutorConversationSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationCompleteFirstTimeSetupResult": [
    "AppError",
    "MutationCompleteFirstTimeSetupSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationCompletePlanItemResult": [
    "AppError",
    "MutationCompletePlanItemSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationConfirmClassConsentResult": [
    "AppError",
    "MutationConfirmClassConsentSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationCreateCardResult": [
    "AppError",
    "MutationCreateCardSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationCreateClassroomResult": [
    "AppError",
    "MutationCreateClassroomSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationCreateDeckResult": [
    "AppError",
    "MutationCreateDeckSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationCreateStudyGroupResult": [
    "AppError",
    "MutationCreateStudyGroupSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationDeleteAccountResult": [
    "AppError",
    "MutationDeleteAccountSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationDeleteCardResult": [
    "AppError",
    "MutationDeleteCardSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationDeleteChatResult": [
    "AppError",
    "MutationDeleteChatSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationDeleteChildAccountResult": [
    "AppError",
    "MutationDeleteChildAccountSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationDeleteDeckResult": [
    "AppError",
    "MutationDeleteDeckSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationDeleteExamResult": [
    "AppError",
    "MutationDeleteExamSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationDeleteGroupMessageResult": [
    "AppError",
    "MutationDeleteGroupMessageSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationDeleteHistoryRecordResult": [
    "AppError",
    "MutationDeleteHistoryRecordSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationDeleteStoryResult": [
    "AppError",
    "MutationDeleteStorySuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationDeleteStudyGroupResult": [
    "AppError",
    "MutationDeleteStudyGroupSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationDownloadQuickTestResult": [
    "AppError",
    "MutationDownloadQuickTestSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationEditGroupMessageResult": [
    "AppError",
    "MutationEditGroupMessageSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationGenerateFlashcardsResult": [
    "AppError",
    "MutationGenerateFlashcardsSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationGeneratePracticeQuestionsResult": [
    "AppError",
    "MutationGeneratePracticeQuestionsSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationGenerateQuestionsResult": [
    "AppError",
    "MutationGenerateQuestionsSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationGrammarExplainResult": [
    "AppError",
    "MutationGrammarExplainSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationImportCardsResult": [
    "AppError",
    "ImportCardsError",
    "MutationImportCardsSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationJoinClassroomResult": [
    "AppError",
    "MutationJoinClassroomSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationJoinStudyGroupResult": [
    "AppError",
    "MutationJoinStudyGroupSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationLeaveClassroomResult": [
    "AppError",
    "MutationLeaveClassroomSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationLeaveStudyGroupResult": [
    "AppError",
    "MutationLeaveStudyGroupSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationMarkGroupReadResult": [
    "AppError",
    "MutationMarkGroupReadSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationMoveCardResult": [
    "AppError",
    "MutationMoveCardSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationParentConsentResult": [
    "AppError",
    "MutationParentConsentSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationRecordOfflineMathAnswerResult": [
    "AppError",
    "MutationRecordOfflineMathAnswerSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationRecordStudyTimeResult": [
    "AppError",
    "MutationRecordStudyTimeSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationRefreshSessionResult": [
    "AppError",
    "MutationRefreshSessionSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationRefuseParentConsentResult": [
    "AppError",
    "MutationRefuseParentConsentSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationRegenerateAiTaskResult": [
    "AppError",
    "MutationRegenerateAiTaskSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationRemoveCustomChapterResult": [
    "AppError",
    "MutationRemoveCustomChapterSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationRemoveGroupMemberResult": [
    "AppError",
    "MutationRemoveGroupMemberSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationRemoveStudentResult": [
    "AppError",
    "MutationRemoveStudentSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationRenameChatResult": [
    "AppError",
    "MutationRenameChatSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationReportChildAccountResult": [
    "AppError",
    "MutationReportChildAccountSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationReportGroupMessageResult": [
    "AppError",
    "MutationReportGroupMessageSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationRequestParentConsentResult": [
    "AppError",
    "MutationRequestParentConsentSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationRequestPasswordResetResult": [
    "AppError",
    "MutationRequestPasswordResetSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationResendVerificationResult": [
    "AppError",
    "MutationResendVerificationSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationResetFocusTimerResult": [
    "AppError",
    "FocusTimerStaleError",
    "MutationResetFocusTimerSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationResetPasswordResult": [
    "AppError",
    "MutationResetPasswordSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationResolveGroupReportResult": [
    "AppError",
    "MutationResolveGroupReportSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationReviewCardResult": [
    "AppError",
    "MutationReviewCardSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationReviewQuestionResult": [
    "AppError",
    "MutationReviewQuestionSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationRotateGroupInviteCodeResult": [
    "AppError",
    "MutationRotateGroupInviteCodeSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationRotateJoinCodeResult": [
    "AppError",
    "MutationRotateJoinCodeSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSaveExamResult": [
    "AppError",
    "MutationSaveExamSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSaveGeneratedCardsResult": [
    "AppError",
    "MutationSaveGeneratedCardsSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSendChatMessageResult": [
    "AppError",
    "MutationSendChatMessageSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSendGroupMessageResult": [
    "AppError",
    "MutationSendGroupMessageSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSendMissedToFlashcardsResult": [
    "AppError",
    "MutationSendMissedToFlashcardsSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSetBirthDateResult": [
    "AppError",
    "MutationSetBirthDateSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSetChildDailyLimitResult": [
    "AppError",
    "MutationSetChildDailyLimitSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSetChildToolAccessResult": [
    "AppError",
    "MutationSetChildToolAccessSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSetGroupTypingResult": [
    "AppError",
    "MutationSetGroupTypingSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSetStudyAvailabilityResult": [
    "AppError",
    "MutationSetStudyAvailabilitySuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSignInResult": [
    "AppError",
    "MutationSignInSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSignInWithGoogleResult": [
    "AppError",
    "MutationSignInWithGoogleSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSignInWithLinkResult": [
    "AppError",
    "MutationSignInWithLinkSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSignUpResult": [
    "AppError",
    "MutationSignUpSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSocraticHintResult": [
    "AppError",
    "MutationSocraticHintSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSocraticReplyResult": [
    "AppError",
    "MutationSocraticReplySuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationStartBlackboxResult": [
    "AppError",
    "MutationStartBlackboxSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationStartChatResult": [
    "AppError",
    "MutationStartChatSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationStartPlanItemResult": [
    "AppError",
    "MutationStartPlanItemSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationStartQuickTestResult": [
    "AppError",
    "MutationStartQuickTestSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationStartRoundTripResult": [
    "AppError",
    "MutationStartRoundTripSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationStartSocraticResult": [
    "AppError",
    "MutationStartSocraticSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationStartStoryResult": [
    "AppError",
    "MutationStartStorySuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationStopAiTaskResult": [
    "AppError",
    "MutationStopAiTaskSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSubmitOfflineQuickTestResult": [
    "AppError",
    "MutationSubmitOfflineQuickTestSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSubmitQuickTestResult": [
    "AppError",
    "MutationSubmitQuickTestSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationSyncReviewsResult": [
    "AppError",
    "MutationSyncReviewsSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationToggleFocusTimerResult": [
    "AppError",
    "FocusTimerStaleError",
    "MutationToggleFocusTimerSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationUndoReviewResult": [
    "AppError",
    "MutationUndoReviewSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationUndoWithdrawalResult": [
    "AppError",
    "MutationUndoWithdrawalSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationUpdateCardResult": [
    "AppError",
    "MutationUpdateCardSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationUpdateDeckResult": [
    "AppError",
    "MutationUpdateDeckSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationUpdateFocusTimerSettingsResult": [
    "AppError",
    "FocusTimerStaleError",
    "MutationUpdateFocusTimerSettingsSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationUpdateProfileResult": [
    "AppError",
    "MutationUpdateProfileSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationUploadImageResult": [
    "AppError",
    "MutationUploadImageSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationVerifyEmailResult": [
    "AppError",
    "MutationVerifyEmailSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "MutationWithdrawConsentResult": [
    "AppError",
    "MutationWithdrawConsentSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryAiTaskResult": [
    "AppError",
    "QueryAiTaskSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryAssignmentResultsResult": [
    "AppError",
    "QueryAssignmentResultsSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryBlackboxResultResult": [
    "AppError",
    "QueryBlackboxResultSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryChapterQuestionResult": [
    "AppError",
    "QueryChapterQuestionSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryChatResult": [
    "AppError",
    "QueryChatSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryChildAuditLogResult": [
    "AppError",
    "QueryChildAuditLogSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryClassAssignmentsResult": [
    "AppError",
    "QueryClassAssignmentsSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryClassDashboardResult": [
    "AppError",
    "QueryClassDashboardSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryClassMasteryResult": [
    "AppError",
    "QueryClassMasterySuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryClassroomResult": [
    "AppError",
    "QueryClassroomSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryCurriculumResult": [
    "AppError",
    "QueryCurriculumSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryDeckReadinessResult": [
    "AppError",
    "QueryDeckReadinessSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryDueCardsResult": [
    "AppError",
    "QueryDueCardsSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryExportChildDataResult": [
    "AppError",
    "QueryExportChildDataSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryExportDeckResult": [
    "AppError",
    "QueryExportDeckSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryFlashcardStatsResult": [
    "AppError",
    "QueryFlashcardStatsSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryGroupMessagesResult": [
    "AppError",
    "QueryGroupMessagesSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryGroupReportsResult": [
    "AppError",
    "QueryGroupReportsSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryHistoryResult": [
    "AppError",
    "QueryHistorySuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryLearnerPathResult": [
    "AppError",
    "QueryLearnerPathSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryParentChildResult": [
    "AppError",
    "QueryParentChildSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryParentConsentRequestResult": [
    "AppError",
    "QueryParentConsentRequestSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryPlanChaptersResult": [
    "AppError",
    "QueryPlanChaptersSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryQuestionsResult": [
    "AppError",
    "QueryQuestionsSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryQuickTestResult": [
    "AppError",
    "QueryQuickTestSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryQuickTestResultResult": [
    "AppError",
    "QueryQuickTestResultSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QuerySocraticSessionResult": [
    "AppError",
    "QuerySocraticSessionSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryStoryResult": [
    "AppError",
    "QueryStorySuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryStudentActivityResult": [
    "AppError",
    "QueryStudentActivitySuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryStudyPlanResult": [
    "AppError",
    "QueryStudyPlanSuccess",
    "RateLimitError",
    "ValidationError"
  ],
  "QueryStudyTimeResult": [
    "AppError",
    "QueryStudyTimeSuccess",
    "RateLimitError",
    "ValidationError"
  ]
};
