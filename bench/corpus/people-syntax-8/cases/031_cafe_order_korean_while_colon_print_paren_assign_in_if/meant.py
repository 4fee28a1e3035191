# 카페 주문 프로그램 - 파이썬 기초 과제
menu = {
    "아메리카노": 4100,
    "카페라떼": 4600,
    "바닐라라떼": 5100,
    "녹차라떼": 4800,
}

print("=== 메뉴 ===")
for name, price in menu.items():
    print(f"{name} - {price}원")

order = []
while True:
    item = input("주문할 메뉴를 입력하세요 (끝내려면 엔터): ")
    if item == "":
        break
    if item not in menu:
        print("없는 메뉴입니다. 다시 입력해 주세요.")
        continue
    size = input("사이즈를 고르세요 (R/L): ").upper()
    price = menu[item]
    if size == "L":
        price += 500  # 라지 사이즈는 500원 추가
    order.append((item, size, price))

total = sum(p for _, _, p in order)
print(f"총 {len(order)}잔, {total}원입니다.")
if total >= 20000:
    print("쿠폰 도장 2개를 찍어 드립니다!")
