import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'podcast',
  eyebrow: '팟캐스트 다운로더',
  heading: '모든 팟캐스트 에피소드 다운로드',
  intro:
    '거의 모든 팟캐스트는 에피소드마다 오디오 파일이 담긴 공개 RSS 피드로 배포됩니다. 에피소드 페이지, 팟캐스트 앱 링크 또는 피드 자체를 붙여넣고 에피소드를 MP3나 M4A로 다운로드하세요.',
  placeholder: '에피소드 링크 또는 RSS 피드 URL (https://…/feed.xml)',
  hint: 'RSS 피드, Apple Podcasts, Player.FM, Castbox, TuneIn, Xiaoyuzhou FM 및 여러 호스팅 페이지에서 작동합니다.',
  shareText: null,
  steps: [
    { title: '에피소드나 피드 찾기', text: '팟캐스트 앱의 공유 메뉴에서 에피소드 링크를 복사하거나, 프로그램 웹사이트에서 RSS 피드 주소를 복사하세요(RSS, 구독 또는 피드 아이콘을 찾으세요).' },
    { title: '붙여넣고 처리하기', text: '위 입력란에 링크를 붙여넣고 다운로드를 누르세요. 피드나 페이지를 읽어 에피소드에 첨부된 오디오 파일을 찾아 드립니다.' },
    { title: '에피소드 다운로드', text: '원본 오디오 파일을 저장해 어떤 앱에서든, 카 오디오나 MP3 플레이어에서도 재생하세요.' },
  ],
  formats: [
    { title: '원본 MP3 또는 M4A', text: '피드에 첨부된 파일을 게시된 그대로, 재인코딩 없이 받습니다.' },
    { title: '프로그램 및 에피소드 정보', text: '피드에 정보가 있으면 시리즈 이름과 시즌·에피소드 번호가 표시됩니다.' },
  ],
  faq: [
    { question: 'RSS 피드란 무엇이고 어디서 찾나요?', answer: '팟캐스트 앱이 구독하는 공개 주소로, 보통 /feed, /rss 또는 .xml로 끝납니다. 호스팅 사이트나 프로그램 웹사이트에서 대개 RSS 또는 구독이라는 이름으로 링크해 둡니다.' },
    { question: 'Spotify 팟캐스트도 다운로드할 수 있나요?', answer: '아니요. Spotify 오디오는 DRM으로 보호되어 다운로드할 수 없습니다. Spotify에 올라온 프로그램 대부분은 RSS 피드나 Apple Podcasts 페이지도 공개하니 그 링크를 대신 사용하세요.' },
    { question: '특정 에피소드 하나만 받으려면 어떻게 하나요?', answer: '피드 주소 대신 팟캐스트 앱에서 해당 에피소드의 링크(공유 › 링크 복사)를 붙여넣으세요. 에피소드 링크는 원하는 파일을 정확히 가리킵니다.' },
    { question: '비공개 피드나 프리미엄 피드도 지원하나요?', answer: '아니요. 개인 토큰이 포함된 비공개 피드와 유료 구독자용 피드는 소유자의 것이므로 여기서 다운로드할 수 없습니다.' },
  ],
  note: 'Spotify는 다운로드할 수 없습니다. 오디오가 DRM으로 보호되기 때문입니다. 대신 프로그램의 RSS 피드나 Apple Podcasts 링크를 붙여넣으세요.',
};
