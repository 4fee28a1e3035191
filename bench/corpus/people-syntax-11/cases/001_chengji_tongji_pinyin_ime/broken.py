# 成绩统计 —— 第三周作业
# 作者：李明　学号：2023011042
# 成绩文件每行：姓名,分数（例如 张三,87）


def 读取成绩(文件名):
    """读取成绩文件，返回 {姓名: 分数}"""
    成绩 = {}
    with open(文件名, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            姓名, 分数 = line.split(",")
            成绩[姓名] = float(分数)
    return 成绩


def 等级(分数):
    if 分数 >= 90:
        return "优秀"
    elif 分数 >= 75:
        return "良好"
    elif 分数 >= 60:
        return "及格"
    else:
        return "不及格"


print("=== 成绩统计程序 ===")
文件名 = input("请输入成绩文件名：")
成绩 = 读取成绩(文件名)

if len(成绩) == 0:
    print("文件里没有成绩")
else:
    总分 = sum(成绩.values())
    平均分 = 总分 / len(成绩）
    print("人数：”, len(成绩))
    print("平均分：", round(平均分, 1))

    # 按分数从高到低输出每个人的等级
    for 姓名 in sorted(成绩, key=成绩.get, reverse=True):
        print(姓名， 成绩[姓名], 等级(成绩[姓名]))

    不及格 = [姓名 for 姓名 in 成绩 if 成绩[姓名] < 60]
    if 不及格：
        print("需要补考的同学：", "、".join(不及格))
