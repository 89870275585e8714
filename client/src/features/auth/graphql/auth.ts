import { graphql } from "../../../gql";

graphql(`
  fragment SessionUser on User {
    id
    email
    role
    emailVerified
    providers
    username
    displayName
    label
    preferredClass
    language
    theme
    isFirstTimeUser
    createdAt
  }
`);

graphql(`
  fragment SessionFields on Session {
    access_token
    expires_in
    expires_at
    token_type
    user {
      ...SessionUser
    }
  }
`);

export const RefreshSessionDocument = graphql(`
  mutation RefreshSession {
    refreshSession {
      __typename
      ... on MutationRefreshSessionSuccess {
        data {
          ...SessionFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const SignInDocument = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      __typename
      ... on MutationSignInSuccess {
        data {
          ...SessionFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const SignUpDocument = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      __typename
      ... on MutationSignUpSuccess {
        data
      }
      ...ErrorFields
    }
  }
`);

export const SignOutDocument = graphql(`
  mutation SignOut {
    signOut
  }
`);

export const VerifyEmailDocument = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      __typename
      ... on MutationVerifyEmailSuccess {
        data {
          ...SessionFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const SignInWithLinkDocument = graphql(`
  mutation SignInWithLink($token: String!) {
    signInWithLink(token: $token) {
      __typename
      ... on MutationSignInWithLinkSuccess {
        data {
          ...SessionFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const ResendVerificationDocument = graphql(`
  mutation ResendVerification {
    resendVerification {
      __typename
      ...ErrorFields
    }
  }
`);

export const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      __typename
      ...ErrorFields
    }
  }
`);

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on MutationResetPasswordSuccess {
        data {
          ...SessionFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const SignInWithGoogleDocument = graphql(`
  mutation SignInWithGoogle($idToken: String!, $role: Role) {
    signInWithGoogle(idToken: $idToken, role: $role) {
      __typename
      ... on MutationSignInWithGoogleSuccess {
        data {
          ...SessionFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const ChooseRoleDocument = graphql(`
  mutation ChooseRole($role: Role!) {
    chooseRole(role: $role) {
      __typename
      ... on MutationChooseRoleSuccess {
        data {
          ...SessionFields
        }
      }
      ...ErrorFields
    }
  }
`);
