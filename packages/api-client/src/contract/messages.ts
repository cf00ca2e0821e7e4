/**
 * Every user-facing string the SDK or the server must emit, spelled exactly as SPEC §5 and §8 give
 * them; strings the spec does not give (server-side validation and success messages) are ours and
 * marked so. Tests compare against these constants, never against copies.
 */

/**
 * Connectivity failures of SPEC §8 (`HrPortalError.kind` `offline`, `network`, `timeout`).
 *
 * @example
 * ```ts
 * connectivityMessages.offline; // 'You appear to be offline. Please check your internet connection.'
 * ```
 */
export const connectivityMessages = {
  offline: 'You appear to be offline. Please check your internet connection.',
  network: 'Network connection failed. Please check your internet connection and try again.',
  timeout: 'Request timed out. Please try again.',
} as const;

/**
 * The SPEC §8 catalogue by HTTP status. 408 reuses the timeout text. Statuses not listed have no
 * catalogue text (the SDK falls back to {@link messages}.unknownError for them).
 *
 * @example
 * ```ts
 * statusMessages[429]; // 'Too many requests. Please wait a moment and try again.'
 * ```
 */
export const statusMessages = {
  400: 'Invalid request. Please check your input.',
  401: 'Authentication failed. Please log in again.',
  403: 'Access denied. You do not have permission to perform this action.',
  404: 'The requested resource was not found.',
  408: connectivityMessages.timeout,
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'Server error. Please try again later.',
  502: 'Service temporarily unavailable. Please try again later.',
  503: 'Service temporarily unavailable. Please try again later.',
  504: 'Service temporarily unavailable. Please try again later.',
} as const;

/** HTTP statuses that have catalogue text. @example `const s: CatalogueStatus = 404;` */
export type CatalogueStatus = keyof typeof statusMessages;

/**
 * Exact strings of SPEC §5 and §8 (and a few templates). Keys are camelCase names; values are the
 * spec's spelling, character for character.
 *
 * @example
 * ```ts
 * throw new Error(messages.roleRequired); // 'Role is required for login'
 * messages.httpError(502); // 'HTTP error! status: 502'
 * ```
 */
export const messages = {
  // §7 transport
  httpError: (status: number) => `HTTP error! status: ${status}`,
  // §5 login and session
  roleRequired: 'Role is required for login',
  loginFailed: 'Login failed',
  invalidServerResponse: 'Invalid response from server',
  invalidResponseFormat: 'Invalid response format from server',
  userIdMissing: 'User ID not found. Please log in again.',
  avatarUserIdMissing: 'User ID not found',
  // §5 candidates, users, lists
  statusOrCommentRequired: 'Please provide either a status or a comment.',
  selectBothDates: 'Please select both start and end dates',
  userNotFound: 'User not found',
  invalidStatusType: 'Invalid status type',
  popupBlocked: 'Pop-up blocked. Please allow pop-ups for this site.',
  // §5 AI uploads
  aiInvalidFileType: 'Please upload a PDF, DOC, or DOCX file',
  aiFileTooLarge: 'File size must be less than 10MB',
  aiFilesSkipped: 'Some files were skipped. Only PDF, DOC, DOCX files under 10MB are supported.',
  aiNoFiles: 'Please upload at least one file',
  aiEmptyQuestion: 'Please enter a question',
  // §5 profile picture
  imageInvalidType: 'Please select a valid image file (JPEG, PNG, GIF, or WebP).',
  imageTooLarge: (currentMb: string) =>
    `File size must be less than 5MB. Current size: ${currentMb} MB.`,
  imageEmpty: 'The selected file appears to be empty or corrupted.',
  imageTooSmall: 'Image is too small. Minimum dimensions: 50x50px.',
  imageDimensionsTooLarge: 'Image is too large. Maximum dimensions: 4096x4096px.',
  imageCropFirst: 'Please select and crop an image first.',
  imageCropTooSmall:
    'Cropped area is too small. Please select a larger area (minimum 50x50 pixels).',
  imageNoneToRemove: 'No profile picture to remove.',
  // §8 templates
  targetFailed: (
    action: 'assign' | 'edit' | 'get',
    period: 'weekly' | 'monthly',
    status: number,
    statusText: string,
  ) => `Failed to ${action} ${period} target: ${status} ${statusText}`,
  jobsApiError: (status: number) => `API Error: ${status}`,
  // §8 fallbacks
  unknownError: 'An unknown error occurred',
  checkCandidateFailed: 'Failed to check candidate',
  addCandidateFailed: 'Failed to add candidate',
  updateStatusFailed: 'Failed to update status',
  fetchTeamsMeetingsFailed: 'Failed to fetch Teams meetings',
  fetchCallEventsFailed: 'Failed to fetch call events',
  fetchZoomMeetingsFailed: 'Failed to fetch Zoom meetings',
  updateTeamsMeetingFailed: 'Failed to update Teams meeting',
  updateInPersonEventFailed: 'Failed to update In-Person Event',
  deleteTeamsMeetingFailed: 'Failed to delete Teams meeting',
  fetchGoogleMeetFailed: 'Failed to fetch Google Meet meetings',
  editGoogleMeetFailed: 'Failed to edit Google Meet meeting',
  deleteGoogleMeetFailed: 'Failed to delete Google Meet meeting',
  editZoomMeetingFailed: 'Failed to edit Zoom meeting',
  deleteZoomMeetingFailed: 'Failed to delete Zoom meeting',
  editCallEventFailed: 'Failed to edit Call Event',
  // §8 files
  downloadJdFailed: 'Failed to download Job Description',
  viewResumeFailed: 'Failed to view resume. Please try again.',
  downloadResumeFailed: 'Failed to download resume',
  resumeDownloaded: (name: string) => `Resume for ${name} downloaded successfully`,
  // §8 status and lists
  statusUpdated: 'Status updated successfully',
  statusUpdateError: 'Error updating status',
  fetchCareersRegistrationsFailed: 'Failed to fetch careers registrations',
  fetchVendorDashboardFailed: 'Failed to fetch vendor dashboard',
  fetchVendorDataFailed: 'Failed to fetch vendor data',
  // §8 chat
  chatNoToken: 'No authentication token found',
  chatConnectFailed: 'Failed to connect to chat server',
  chatSocketError: 'Socket error',
  chatAuthFailed: (serverMessage: string) => `Authentication failed: ${serverMessage}`,
  chatInitFailed: 'Failed to initialize chat connection',
  chatUnknownSenderSomeone: 'Someone',
  chatUnknownSenderUnknownUser: 'Unknown User',
  chatUnknownSenderById: (id: number | string) => `User ${id}`,
  // §8 AI
  aiNotConfigured: 'AI service is not configured. Please contact support.',
  aiResponseFailed: 'Failed to get response. Please try again.',
  aiAssistantErrorBubble:
    'Sorry, I encountered an error while processing your question. Please try again.',
  aiNoProcessedFiles: 'No processed files available for analysis',
  aiNoDocumentContent: 'No document content available for analysis',
  aiInsufficientText:
    'Could not extract sufficient text from the document. The file might be corrupted or empty.',
  aiProcessingTimeout: 'Document processing timed out. The file might be too large or corrupted.',
  aiProcessingUnavailable:
    'Document processing service is unavailable. Please refresh the page and try again.',
  aiInvalidDocument: 'Invalid document file. Please ensure the file is not corrupted.',
  aiProcessFailed: (detail: string) => `Failed to process document: ${detail}`,
  aiEnhanceFailed: 'Failed to enhance job description',
  aiAnalyzeResumeFailed: 'Failed to analyze resume',
  aiCompareFailed: 'Failed to compare resume to job description',
  aiAnalyzeMultipleFailed: 'Failed to analyze multiple candidates',
  aiStructuredMatchFailed: 'Failed to get structured candidate match data',
  aiContextAnswerFailed: 'Failed to answer candidate question with context',
  // §8 profile picture
  profilePictureSaveFailed: 'Failed to save profile picture',
  profilePictureRemoveFailed: 'Failed to remove profile picture',
  imageLoadFailed: 'Failed to load image. The file may be corrupted or not a valid image.',
  fileReadFailed: 'Failed to read the selected file. Please try again.',
  profilePictureUpdated: 'Profile picture updated successfully',
  profilePictureRemoved: 'Profile picture removed successfully',
  avatarUpdateFailed: 'Failed to update profile picture',
  avatarRemoveFailed: 'Failed to remove profile picture',
  // §2 screens (strings a data layer reports)
  loadingData: 'Loading data...',
} as const;

/**
 * Messages our server answers with where the spec gives none (ours). The SDK surfaces them as
 * `HrPortalError.message`; tests assert them by reference.
 *
 * @example
 * ```ts
 * reply.code(409).send({ status: 'error', message: serverMessages.duplicateCandidate });
 * ```
 */
export const serverMessages = {
  // auth
  invalidCredentials: 'Invalid username or password',
  wrongLoginKind: 'This account cannot sign in here. Choose the login for your role.',
  accountNotVerified: 'Your account is awaiting verification by a manager.',
  accountDeactivated: 'Your account has been deactivated. Contact your manager.',
  authenticationRequired: 'Authentication required',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: statusMessages[403],
  usernameTaken: 'This username is already taken',
  emailTaken: 'An account with this email already exists',
  invalidOtp: 'Invalid or expired OTP',
  otpSent: 'If an account exists for this email, an OTP has been sent to it.',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordTooShort: 'Password must be at least 8 characters',
  tooManyRequests: statusMessages[429],
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully',
  signedUp: 'Account created. A manager must verify it before you can sign in.',
  passwordChanged: 'Password changed successfully. Please log in again.',
  passwordReset: 'Password reset successfully. Please log in with your new password.',
  // request shape
  invalidJson: 'Request body is not valid JSON',
  payloadTooLarge: 'Request body is too large',
  fileTooLarge: (maxMb: number) => `File size must be less than ${maxMb}MB`,
  fileTypeMismatch: 'The file content does not match its type',
  notFound: statusMessages[404],
  serverError: statusMessages[500],
  // candidates
  duplicateCandidate: 'A candidate with this email or phone number already exists',
  candidateNotFound: 'Candidate not found',
  candidateAdded: 'Candidate added successfully',
  candidateUpdated: 'Candidate updated successfully',
  staleCandidate:
    'Someone else changed this candidate after you opened it. Reload to see their changes, then make yours again.',
  candidateDeleted: 'Candidate deleted successfully',
  noResume: 'No resume found for this candidate',
  noAdditionalFiles: 'No additional files found for this candidate',
  recruiterReassigned: 'Candidates reassigned successfully',
  // peer review
  peerReviewNotPending: 'Only pending profiles can be updated',
  peerReviewAlreadyDecided: 'This profile has already been reviewed',
  peerReviewAssigned: 'Peer review assigned successfully',
  peerReviewUpdated: 'Peer review updated successfully',
  notPeerReviewer: 'Only peer reviewers can review profiles',
  // jobs and clients
  jobNotFound: 'Job not found',
  jobPosted: 'Job posted successfully',
  jobUpdated: 'Job updated successfully',
  jobDeleted: 'Job deleted successfully',
  jobStatusUpdated: 'Job status updated successfully',
  noJd: 'No job description file for this job',
  notificationsSent: 'Notifications sent successfully',
  recruitersAssigned: 'Recruiters assigned successfully',
  vendorNotFound: 'Vendor not found',
  clientAssigned: 'Candidates assigned to the client successfully',
  clientCreated: 'Client created successfully',
  clientExists: 'A client with this name already exists',
  clientNotFound: 'Client not found',
  // meetings
  meetingNotFound: 'Meeting not found',
  meetingCreated: 'Meeting scheduled successfully',
  meetingUpdated: 'Meeting updated successfully',
  meetingDeleted: 'Meeting deleted successfully',
  endBeforeStart: 'End time must be after start time',
  calendarFeedNotFound:
    'This calendar address no longer works. Make a new one on the calendar page of HR Portal.',
  meetingProviderRefused: (provider: string, detail: string) =>
    `${provider} did not accept the meeting (${detail}). Nothing was changed.`,
  meetingProviderTimeout: (provider: string) =>
    `${provider} did not answer in time. Nothing was changed; please try again.`,
  meetingProviderBusy: (provider: string) =>
    `${provider} is unavailable or busy right now. Nothing was changed; please try again in a minute.`,
  // users
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  cannotChangeSelf: 'You cannot change your own account this way',
  onlyLeadershipChangesManagers: 'Only leadership can change a manager or leadership account',
  noImage: 'No image found for this user',
  // targets
  targetNotFound: 'Target not found',
  targetAssigned: 'Target assigned successfully',
  targetUpdated: 'Target updated successfully',
  // support and careers
  issueReported: 'Issue reported successfully',
  applicationReceived: 'Application received. Thank you for applying!',
  careersJobNotFound: 'This job is not open for applications',
  careersRegistrationNotFound: 'Careers registration not found',
  careersRegistrationConverted: 'This careers registration is already a candidate',
  // chat (issue 5 rules)
  messageEmpty: 'Message cannot be empty',
  messageTooLong: 'Message is too long',
  groupNameRequired: 'Group name is required',
  groupMembersRequired: 'Select at least one member',
  groupNotFound: 'Group not found',
  notGroupMember: 'You are not a member of this group',
  onlyCreatorCanAdd: 'Only the group creator can add members',
  onlyCreatorCanRemove: 'Only the group creator can remove members',
  onlyCreatorCanDelete: 'Only the group creator can delete the group',
  creatorCannotRemoveSelf: 'The group creator cannot remove themselves',
  creatorCannotLeave: 'The group creator cannot leave the group; delete it instead',
  recipientInactive: 'You can only message active users',
  recipientNotFound: 'User not found',
  messageNotFound: 'Message not found',
  memberLeft: (name: string, groupName: string) => `${name} left ${groupName}`,
  invalidChatPayload: 'Invalid chat request',
  // AI assistant (issue 19): our words in the §8 style
  aiBudgetSpent:
    "This month's AI token budget for your organisation is used up. It renews on the 1st; an administrator can raise it (AI_MONTHLY_BUDGET).",
  aiNoStoredResume: 'This candidate has no stored resume.',
  aiNoStoredJd: 'This job has no description to analyse.',
} as const;
