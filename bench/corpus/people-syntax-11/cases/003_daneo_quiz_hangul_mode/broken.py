# 영어 단어 퀴즈 - 정보 수행평가
# 2학년 3반 김민준
import random

단어장 = {
    "apple": "사과",
    "river": "강",
    "library": "도서관",
    "promise": "약속",
    "weather": "날씨",
    "journey": "여행",
}


def 퀴즈(문제수):
    점수 = 0
    틀린단어 = []
    문제들 = random.sample(list(단어장), 문제수)
    for 영어 ㅑㅜ 문제들:
        답 = input(f"{영어} 의 뜻은? ")
        # 맞았을 때
        if 답.strip() == 단어장[영어]:
            print("정답!")
            점수 += 1
        # 틀렸을 때
        딘ㄷ:
            print(f"틀렸어요. 정답은 {단어장[영어]}")
            틀린단어.append(영어)
    return 점수, 틀린단어


print("영어 단어 퀴즈를 시작합니다")
개수 = int(input("몇 문제 풀까요? (최대 6) ")
if 개수 > len(단어장):
    개수 = len(단어장)

점수, 틀린단어 = 퀴즈(개수)
print(f"점수: {점수} / {개수}")

if 틀린단어
    print("다시 외울 단어:")
    for 단어 in 틀린단어:
        print(" -", 단어, ":", 단어장[단어])
else:
    print("만점입니다!")
