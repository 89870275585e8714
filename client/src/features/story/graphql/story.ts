import { graphql } from "../../../gql";

export const StoryFieldsFragment = graphql(`
  fragment StoryFields on Story {
    id
    title
    idea
    language
    createdAt
    task {
      id
      status
      partial
      failureCode
      failureMessage
    }
    scenes {
      id
      position
      text
      imageStatus
      imageNote
      imageUrl
    }
  }
`);

export const StoriesDocument = graphql(`
  query Stories {
    stories {
      ...StoryFields
    }
    aiSetup {
      modelConfigured
    }
  }
`);

export const StoryDocument = graphql(`
  query Story($id: ID!) {
    story(id: $id) {
      __typename
      ... on QueryStorySuccess {
        data {
          ...StoryFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const StartStoryDocument = graphql(`
  mutation StartStory($input: StartStoryInput!) {
    startStory(input: $input) {
      __typename
      ... on MutationStartStorySuccess {
        data {
          ...StoryFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const DeleteStoryDocument = graphql(`
  mutation DeleteStory($id: ID!) {
    deleteStory(id: $id) {
      __typename
      ...ErrorFields
    }
  }
`);

export const WatchStoryTaskDocument = graphql(`
  subscription WatchStoryTask($id: ID!) {
    aiTask(id: $id) {
      id
      status
      partial
      failureCode
      failureMessage
    }
  }
`);
