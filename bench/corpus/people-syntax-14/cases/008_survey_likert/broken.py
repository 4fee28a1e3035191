#!/usr/bin/env python
# coding: utf-8

# # 员工满意度调查 2024 - 初步分析
# 问卷星导出, Q1-Q12 是李克特量表 (1=非常不同意 ... 5=非常同意)

# In[1]:


%load_ext autoreload
%autoreload 2
import pandas as pd
import numpy as np
import matplotlib.pyplot as plt
import seaborn as sns
from utils_survey import cronbach_alpha, likert_bar

plt.rcParams["font.sans-serif"] = ["SimHei"]  # 中文显示
plt.rcParams["axes.unicode_minus"] = False


# In[2]:


raw = pd.read_excel("问卷导出_2024Q2.xlsx", sheet_name=0)
raw.shape


# In[3]:


# 重命名题目列, 原来的列名是整句题干, 太长
rename_map = {
    "1、我清楚自己的工作职责": "Q1",
    "2、我的工作量是合理的": "Q2",
    "3、直属上级会给我有用的反馈": "Q3",
    "4、我有机会学习新技能": "Q4",
    "5、团队之间沟通顺畅" "Q5",
    "6、我认为薪酬公平": "Q6",
    "7、我愿意向朋友推荐公司": "Q7",
}
df = raw.rename(columns=rename_map)
df = df.rename(columns={"所在部门": "dept", "司龄": "tenure", "提交时间": "submitted"})
items = list(rename_map.values())
df[items].describe().T


# In[5]:


# 去掉答题时间太短的 (< 60 秒) 和所有题都选同一个的
df["submitted"] = pd.to_datetime(df["submitted"])
df = df[df["用时(秒)"] >= 60]
straight = df[items].nunique(axis=1) == 1
print("直线作答:", straight.sum())
df = df[~straight]


# In[6]:


print("Cronbach α =", round(cronbach_alpha(df[items]), 3))


# In[7]:


# 各部门平均分
by_dept = df.groupby("dept")[items].mean().round(2)
plt.figure(figsize=(10, 5))
sns.heatmap(by_dept, annot=True, cmap="RdYlGn", vmin=1, vmax=5)
plt.title("各部门平均分")


# In[8]:


# 推荐意愿 (Q7) 转成 NPS 风格的三类
df["nps_group"] = pd.cut(df["Q7"], bins=[0, 3, 4, 5], labels=["贬损", "中立", "推荐"])
nps = pd.crosstab(
    df["dept"],
    df["nps_group"],
    normalize="index",
nps["净推荐"] = nps["推荐"] - nps["贬损"]
nps.sort_values("净推荐")


# In[9]:


likert_bar(df, items, title="整体分布")
plt.savefig("fig/likert_all.png", dpi=200, bbox_inches="tight")


# In[10]:


# 司龄分组比较 薪酬公平感 (Q6)
df["tenure_grp"] = pd.cut(df["tenure"], [0, 1, 3, 5, 50], labels=["<1年", "1-3年", "3-5年", "5年+"])
sns.boxplot(data=df, x="tenure_grp", y="Q6")
plt.ylabel("Q6 薪酬公平 (1-5)")
